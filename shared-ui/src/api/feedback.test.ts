import { waitFor } from '@testing-library/react';
import { makeStore } from '../state/store';
import { mockApi } from '../test/mockApi';
import { feedbackApi } from './feedback';

const signedIn = () => makeStore({ persist: false, preloadedState: { auth: { user: null, token: 't' } } });

describe('the admin feedback endpoints', () => {
  it('getFeedback asks for one message', async () => {
    mockApi({ 'GET /api/v1/contact/c1': { body: { _id: 'c1', isFeatured: false } } });
    const result = await signedIn().dispatch(feedbackApi.endpoints.getFeedback.initiate('c1'));
    expect(result.data).toEqual({ _id: 'c1', isFeatured: false });
  });

  type Store = ReturnType<typeof signedIn>;
  it.each([
    [
      'updateFeedback',
      (store: Store) =>
        store.dispatch(feedbackApi.endpoints.updateFeedback.initiate({ id: 'c1', isFeatured: true })),
      'PUT',
      2,
    ],
    [
      'deleteFeedback',
      (store: Store) => store.dispatch(feedbackApi.endpoints.deleteFeedback.initiate('c1')),
      'DELETE',
      1,
    ],
  ] as const)(
    '%s refreshes the testimonials of /AboutUs and the list',
    async (_name, write, method, messageFetches) => {
      const seen = { testimonials: 0, list: 0, one: 0 };
      const api = mockApi({
        'GET /api/v1/contact/testimonials': () => ({ body: [{ _id: `t${++seen.testimonials}` }] }),
        'GET /api/v1/contact': () => ({
          body: [{ _id: 'c1' }],
          headers: { 'X-Total-Count': `${++seen.list}` },
        }),
        'GET /api/v1/contact/c1': () => ({ body: { _id: 'c1', n: ++seen.one } }),
        [`${method} /api/v1/contact/c1`]: { body: { success: true, message: 'ok' } },
      });
      const store = signedIn();
      const subscriptions = [
        store.dispatch(feedbackApi.endpoints.getTestimonials.initiate()),
        store.dispatch(feedbackApi.endpoints.getFeedbackList.initiate({ page: 1 })),
        store.dispatch(feedbackApi.endpoints.getFeedback.initiate('c1')),
      ];
      await Promise.all(subscriptions);

      await write(store);
      const sent = api.calls.find((c) => c.method === method)!;
      expect(sent.body).toEqual(method === 'PUT' ? { isFeatured: true } : null);
      await waitFor(() => expect(seen).toEqual({ testimonials: 2, list: 2, one: messageFetches }));
      subscriptions.forEach((s) => s.unsubscribe());
    },
  );
});
