import { screen, waitFor, within } from '@testing-library/react';
import {
  EMAIL_RESENT_MESSAGE,
  type EmailLogEntry,
  PASSWORD_RESET_NOT_RESENT_MESSAGE,
} from '@pashmina/contracts';
import { getToasts, toast } from '@pashmina/shared-ui';
import { formatDateTime } from '@pashmina/shared-ui/panels';
import { mockApi, type MockRequest, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/emails';

/** A row of the log as GET /emails returns it: Sita's order #1001 confirmed, sent at the first attempt. */
function email(id: string, over: Partial<EmailLogEntry> = {}): EmailLogEntry {
  return {
    _id: id,
    to: 'sita@pashmina.test',
    subject: 'Your Pashmina Shop order #1001 is confirmed',
    kind: 'order-confirmed',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-05T09:30:00.000Z',
    sentAt: '2026-11-05T09:30:02.000Z',
    orderId: 'o1',
    ...over,
  };
}

const gets = (calls: MockRequest[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/emails'));
const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

afterEach(() => toast.clear());

describe('the e-mail log', () => {
  it('shows a spinner, then a row per e-mail: date, to, subject, status, attempts, last error', async () => {
    const api = mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': pageOf([
        email('e1'),
        email('e2', {
          to: 'owner@pashmina.test',
          subject: 'New order #1001: Rs. 12,500',
          kind: 'new-order',
          status: 'failed',
          attempts: 3,
          lastError: '550 Mailbox unavailable',
          sentAt: null,
        }),
        email('e3', {
          status: 'queued',
          attempts: 0,
          sentAt: null,
          subject: 'Your Pashmina Shop password was changed',
        }),
      ]),
    });
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading e-mails...')).toBeInTheDocument();

    const sent = await screen.findByRole('row', { name: /is confirmed/ });
    expect(paramsOf(api.calls.find((call) => call.url.pathname === '/api/v1/emails')!)).toEqual({
      page: '1',
      limit: '10',
    });
    expect(
      api.calls.find((call) => call.url.pathname === '/api/v1/emails')!.headers.get('Authorization'),
    ).toBe('Bearer t');
    const headers = within(screen.getByRole('table', { name: 'E-mails' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Resend']);
    expect(within(sent).getByText(formatDateTime('2026-11-05T09:30:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-05T09:30:00.000Z',
    );
    // An address breaks only before its '@', never inside a word.
    const address = within(sent).getByText('sita@pashmina.test');
    expect(address.querySelectorAll('wbr')).toHaveLength(1);
    expect(address.innerHTML).toBe('sita<wbr>@pashmina.test');
    expect(within(sent).getByText('sent')).toBeInTheDocument();
    // No error, nothing in its cell: a phone's card leaves the 'Last error' line out.
    expect(sent.querySelector('td[data-label="Last error"]')).toBeEmptyDOMElement();
    expect(within(sent).getByText('1')).toBeInTheDocument();

    const failed = row('New order #1001');
    expect(within(failed).getByText('owner@pashmina.test')).toBeInTheDocument();
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    expect(within(failed).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(row('password was changed')).getByText('queued')).toBeInTheDocument();
    // Every row can be sent again.
    expect(screen.getAllByRole('button', { name: /^Resend / })).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
  });

  it('filters by status and searches by recipient on Enter, through the URL', async () => {
    const api = mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': pageOf([email('e1')]),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /is confirmed/ });
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Queued', 'Sent', 'Failed']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Failed' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=failed`);
    expect(within(filters).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(paramsOf(gets(api.calls).at(-1)!)).toEqual({ status: 'failed', page: '1', limit: '10' }),
    );

    const search = screen.getByRole('searchbox', { name: 'Search by recipient' });
    const asked = gets(api.calls).length;
    await user.type(search, 'Sita@');
    // Typing alone does not search.
    expect(gets(api.calls)).toHaveLength(asked);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=Sita%40&status=failed`);
    await waitFor(() =>
      expect(paramsOf(gets(api.calls).at(-1)!)).toEqual({
        q: 'Sita@',
        status: 'failed',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('reads search, filter and page from the URL and pages 10 at a time', async () => {
    const api = mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': ({ url }) =>
        pageOf(
          [email(`e${url.searchParams.get('page')}`, { to: `page${url.searchParams.get('page')}@x.test` })],
          25,
        ),
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}?q=x.test&status=sent&page=2`);
    expect(await screen.findByRole('row', { name: /page2/ })).toBeInTheDocument();
    expect(paramsOf(api.calls.find((call) => call.url.pathname === '/api/v1/emails')!)).toEqual({
      q: 'x.test',
      status: 'sent',
      page: '2',
      limit: '10',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by recipient' })).toHaveValue('x.test');
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=x.test&status=sent&page=3`);
    expect(await screen.findByRole('row', { name: /page3/ })).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('Resend queues a copy, says so for 2000 ms and shows the log with the copy', async () => {
    let resent = false;
    const copy = email('e9', {
      status: 'queued',
      attempts: 0,
      sentAt: null,
      createdAt: '2026-11-06T10:00:00.000Z',
    });
    const api = mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': () => pageOf(resent ? [copy, email('e1')] : [email('e1')]),
      'POST /api/v1/emails/e1/resend': () => {
        resent = true;
        return { status: 201, body: { success: true, message: EMAIL_RESENT_MESSAGE, email: copy } };
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /is confirmed/ });
    await user.click(
      screen.getByRole('button', {
        name: 'Resend Your Pashmina Shop order #1001 is confirmed to sita@pashmina.test',
      }),
    );

    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ kind: 'success', message: EMAIL_RESENT_MESSAGE, autoClose: 2000 }),
      ]),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // The list asks again and shows the copy, queued, above the original.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('queued')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('sent')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses to send a password reset again", async () => {
    mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': pageOf([
        email('r1', { kind: 'password-reset', subject: 'Reset your Pashmina Shop password', orderId: null }),
      ]),
      'POST /api/v1/emails/r1/resend': {
        status: 409,
        body: { success: false, message: PASSWORD_RESET_NOT_RESENT_MESSAGE },
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /Reset your/ });
    await user.click(screen.getByRole('button', { name: /^Resend Reset your/ }));
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({
          kind: 'error',
          message: 'A password reset link cannot be sent again: the customer can ask for a new one.',
          autoClose: 2000,
        }),
      ]),
    );
  });

  it('says so when no e-mail matches', async () => {
    mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': pageOf([]),
    });
    renderAdmin(AdminRoutes, `${PATH}?status=failed`);
    expect(await screen.findByText('No e-mails found.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the log fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/text-messages': { body: [] },
      'GET /api/v1/emails': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/emails': pageOf([email('e1')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /is confirmed/ })).toBeInTheDocument();
  });
});
