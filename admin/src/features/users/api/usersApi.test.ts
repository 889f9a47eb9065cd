import { waitFor } from '@testing-library/react';
import { makeStore } from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import { usersApi } from './usersApi';

const signedIn = () => makeStore({ persist: false, preloadedState: { auth: { user: null, token: 't' } } });

describe('the admin user endpoints', () => {
  it('getUsers sends q, page and limit and reads X-Total-Count', async () => {
    const api = mockApi({
      'GET /api/v1/auth/users': { body: [{ _id: 'u1' }], headers: { 'X-Total-Count': '31' } },
    });
    const result = await signedIn().dispatch(
      usersApi.endpoints.getUsers.initiate({ q: 'sita', page: 2, limit: 10 }),
    );
    expect(result.data).toEqual({ users: [{ _id: 'u1' }], total: 31 });
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ q: 'sita', page: '2', limit: '10' });
  });

  it('getUser asks for one user', async () => {
    mockApi({ 'GET /api/v1/auth/users/u2': { body: { _id: 'u2', name: 'Sita' } } });
    const result = await signedIn().dispatch(usersApi.endpoints.getUser.initiate('u2'));
    expect(result.data).toEqual({ _id: 'u2', name: 'Sita' });
  });

  it('updateUserRole sends the role and refreshes the user and the list', async () => {
    let lists = 0;
    let users = 0;
    const api = mockApi({
      'GET /api/v1/auth/users': () => ({ body: [{ _id: 'u2' }], headers: { 'X-Total-Count': `${++lists}` } }),
      'GET /api/v1/auth/users/u2': () => ({ body: { _id: 'u2', n: ++users } }),
      'PUT /api/v1/auth/users/u2': { body: { success: true, message: 'Users updated sucessfully' } },
    });
    const store = signedIn();
    const list = store.dispatch(usersApi.endpoints.getUsers.initiate({ page: 1 }));
    const one = store.dispatch(usersApi.endpoints.getUser.initiate('u2'));
    await Promise.all([list, one]);

    await store.dispatch(usersApi.endpoints.updateUserRole.initiate({ id: 'u2', role: 1 }));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ role: 1 });
    await waitFor(() => expect([lists, users]).toEqual([2, 2]));
    list.unsubscribe();
    one.unsubscribe();
  });

  it("deleteUser sends DELETE and returns the server's refusal", async () => {
    const api = mockApi({
      'DELETE /api/v1/auth/users/u1': {
        status: 403,
        body: { success: false, message: "You can't delete this admin" },
      },
    });
    const result = await signedIn().dispatch(usersApi.endpoints.deleteUser.initiate('u1'));
    expect(api.calls[0]!.method).toBe('DELETE');
    expect(result.error).toMatchObject({ data: { message: "You can't delete this admin" } });
  });
});
