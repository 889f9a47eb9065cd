import { baseApi } from '../state/baseApi';
import { productsApi } from './products';

describe('the shared API layer', () => {
  it('refuses a second definition of an endpoint', () => {
    expect(productsApi.endpoints.getProduct).toBeDefined();
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({ getProduct: build.query<unknown, string>({ query: (id) => `x/${id}` }) }),
      }),
    ).toThrow(/getProduct/);
  });

  it('gives every shared endpoint one name', async () => {
    // Importing the whole layer (shared-ui's own and its orders entry) defines them all once; a clash between two
    // files would throw here.
    const api = {
      ...(await import('./index')),
      ...(await import('../../orders')),
      ...(await import('./auth')),
    };
    expect(Object.keys(api.authApi.endpoints)).toEqual(
      expect.arrayContaining(['checkUserAuth', 'checkAdminAuth']),
    );
    expect(Object.keys(api.profileApi.endpoints)).toEqual(expect.arrayContaining(['updateProfile']));
    expect(Object.keys(api.ordersApi.endpoints)).toEqual(
      expect.arrayContaining(['createOrder', 'getOrders']),
    );
    expect(Object.keys(api.feedbackApi.endpoints)).toEqual(
      expect.arrayContaining(['getTestimonials', 'getFeedbackList', 'sendFeedback']),
    );
  });
});
