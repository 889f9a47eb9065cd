import { screen, waitFor, within } from '@testing-library/react';
import { getToasts, toast } from '@pashmina/shared-ui';
import { feedbackApi } from '@pashmina/shared-ui/orders';
import { feedback, mockApi } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/feedbacks';
const c1 = feedback('c1');
const toasts = () => getToasts().map(({ kind, message, autoClose }) => ({ kind, message, autoClose }));

afterEach(() => toast.clear());

describe('Manage Feedback', () => {
  it('shows the name, e-mail and message read-only and whether it is featured', async () => {
    mockApi({ 'GET /api/v1/contact/c1': { body: c1 } });
    renderAdmin(AdminRoutes, `${PATH}/c1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    for (const [name, value] of [
      ['Name', 'Sita Sharma'],
      ['Email', 'sita@pashmina.test'],
      ['Message', 'The maroon shawl is lovely.'],
    ]) {
      const field = await screen.findByRole('textbox', { name });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    const featured = screen.getByRole('combobox', { name: 'Set as Featured' });
    expect(
      within(featured)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Yes', 'No']);
    expect(featured).toHaveDisplayValue('No');
  });

  it("features it, toasts 'Feedback updated sucessfully' and refreshes the testimonials", async () => {
    let testimonials = 0;
    const api = mockApi({
      'GET /api/v1/contact/c1': { body: c1 },
      'PUT /api/v1/contact/c1': {
        body: {
          success: true,
          message: 'Feedback updated sucessfully',
          contact: { ...c1, isFeatured: true },
        },
      },
      'GET /api/v1/contact/testimonials': () => ({ body: Array.from({ length: ++testimonials }, () => c1) }),
    });
    const { user, store } = renderAdmin(AdminRoutes, `${PATH}/c1`);
    // /AboutUs has the testimonials in the shared cache.
    const about = store.dispatch(feedbackApi.endpoints.getTestimonials.initiate());
    await about;

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Set as Featured' }), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Update Feedback' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'success', message: 'Feedback updated sucessfully', autoClose: 2000 },
      ]),
    );
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ isFeatured: true });
    await waitFor(() => expect(testimonials).toBe(2));
    about.unsubscribe();
  });

  it.each([
    ['a refusal', { status: 404, body: { success: false, message: 'Feedback not found' } }],
    ['a server error', { status: 500, body: { success: false } }],
  ])("shows the spec's 'error haha' on %s, whatever the server said", async (_what, reply) => {
    const message = 'error haha';
    mockApi({ 'GET /api/v1/contact/c1': { body: c1 }, 'PUT /api/v1/contact/c1': reply });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/c1`);
    const featured = await screen.findByRole('combobox', { name: 'Set as Featured' });
    await user.selectOptions(featured, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Update Feedback' }));
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', message, autoClose: 2000 }]));
    expect(featured).toHaveDisplayValue('No');
  });

  it('asks first; Cancel, Escape and an empty answer delete nothing', async () => {
    const api = mockApi({ 'GET /api/v1/contact/c1': { body: c1 } });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/c1`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete feedback' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete the feedback of Sita Sharma (sita@pashmina.test)? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: 'Type yes to confirm' }), '   {Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  it("deletes on an answer, toasts 'feedback deleted successfully' and goes back to the feedbacks", async () => {
    const api = mockApi({
      'GET /api/v1/contact/c1': { body: c1 },
      'DELETE /api/v1/contact/c1': { body: { success: true, message: 'feedback deleted successfully' } },
      'GET /api/v1/contact': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/c1`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: 'Type yes to confirm' }), 'yes');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}$`)));
    expect(toasts()).toEqual([
      { kind: 'success', message: 'feedback deleted successfully', autoClose: 2000 },
    ]);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No feedbacks found.')).toBeInTheDocument();
  });

  it("shows the server's message when the delete fails, and stays", async () => {
    mockApi({
      'GET /api/v1/contact/c1': { body: c1 },
      'DELETE /api/v1/contact/c1': { status: 404, body: { success: false, message: 'Feedback not found' } },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/c1`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: 'Type yes to confirm' }), 'yes{Enter}');
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'error', message: 'Feedback not found', autoClose: 2000 }]),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}/c1`);
  });

  it("says 'Feedback not found.' for an unknown id", async () => {
    mockApi({ 'GET /api/v1/contact/nope': { status: 404, body: { success: false, message: 'x' } } });
    renderAdmin(AdminRoutes, `${PATH}/nope`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Feedback not found.');
  });
});
