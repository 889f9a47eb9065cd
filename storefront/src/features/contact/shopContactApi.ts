import type { ShopContact } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/**
 * The shop's contact lines as the owner saved them in Settings (GET /api/v1/settings/contact, public), the lines every
 * customer e-mail ends with. Only the Contact page asks, so it lives in its lazy chunk.
 */
export const shopContactApi = baseApi
  // The admin's Settings save invalidates this tag: an owner who saves and opens the page sees the new lines.
  .enhanceEndpoints({ addTagTypes: ['ShopSettings'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      getShopContact: build.query<ShopContact, void>({
        query: () => 'settings/contact',
        providesTags: [{ type: 'ShopSettings', id: 'ONE' }],
      }),
    }),
  });

export const { useGetShopContactQuery } = shopContactApi;
