import type {
  ApiMessage,
  DeliveryDistrict,
  DeliveryZone,
  DeliveryZoneWriteFields,
} from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

const TAG = { type: 'Delivery' as const, id: 'ZONES' };

/**
 * Delivery by district: the districts with their zones' terms (public: the cart and the checkout read them), and
 * the admin's zones. One tag for both, so an admin's change refreshes what the cart shows.
 */
export const deliveryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /delivery/districts: the 77, sorted by name, each with its zone's fee, free amount, cash and days. */
    getDeliveryDistricts: build.query<DeliveryDistrict[], void>({
      query: () => 'delivery/districts',
      providesTags: [TAG],
    }),
    /** GET /delivery/zones (admin): every zone with its districts. */
    getDeliveryZones: build.query<DeliveryZone[], void>({
      query: () => 'delivery/zones',
      providesTags: [TAG],
    }),
    /** POST /delivery/zones: 201 with the zone; the districts named move into it. */
    createDeliveryZone: build.mutation<DeliveryZone, DeliveryZoneWriteFields>({
      query: (body) => ({ url: 'delivery/zones', method: 'POST', body }),
      invalidatesTags: [TAG],
    }),
    /** PUT /delivery/zones/:id: any subset; `districts` move into this zone. */
    updateDeliveryZone: build.mutation<
      DeliveryZone,
      { id: string; fields: Partial<DeliveryZoneWriteFields> }
    >({
      query: ({ id, fields }) => ({
        url: `delivery/zones/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: fields,
      }),
      invalidatesTags: [TAG],
    }),
    /** DELETE /delivery/zones/:id: 409 while the zone holds districts. */
    deleteDeliveryZone: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `delivery/zones/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useGetDeliveryDistrictsQuery,
  useGetDeliveryZonesQuery,
  useCreateDeliveryZoneMutation,
  useUpdateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
} = deliveryApi;
