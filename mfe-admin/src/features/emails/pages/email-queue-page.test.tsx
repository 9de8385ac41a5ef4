import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, startFakeClock } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { EmailQueuePage } from './email-queue-page';

const email = (id: number, status: string, overrides: Record<string, unknown> = {}) => ({
  id,
  promotion_id: 2,
  subject: `E-mail ${id}`,
  body: 'Body',
  filters: { audience: 'all' },
  one_time_recipients: '',
  send_at: new Date(2099, 0, 5, 15, 0).toISOString(),
  status,
  total_count: 4,
  sent_count: 2,
  failed_count: 1,
  skipped_count: 1,
  sent_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
  job_id: `custom-${id}`,
  ...overrides,
});

const list = (...emails: unknown[]) => ({
  body: { data: emails, meta: { total_records: emails.length } },
});

function setup(routes: MockRoutes) {
  const fetchMock = mockFetch(routes);
  const view = renderWithProviders(<EmailQueuePage />, {
    route: '/promotion/2/one_time_email/queue',
    path: '/promotion/:promotionId/one_time_email/queue',
  });
  return { ...view, fetchMock };
}

describe('EmailQueuePage', () => {
  afterEach(() => jest.useRealTimers());

  it("lists the promotion's e-mails with their send time, status and counts", async () => {
    setup({
      'GET /api/promotions/2/custom_emails': list(
        email(3, 'pending'),
        email(2, 'sending'),
        email(1, 'sent'),
      ),
    });
    const table = await screen.findByRole('region', { name: 'One-time e-mails' });
    const pending = within(table).getByRole('row', { name: /E-mail 3/ });
    expect(pending).toHaveTextContent('01/05/2099 03:00 pm');
    expect(pending).toHaveTextContent('pending');
    expect(pending).toHaveTextContent('2 sent, 1 failed, 1 skipped of 4');
    expect(within(pending).getByRole('link', { name: 'Edit E-mail 3' })).toHaveAttribute(
      'href',
      '/promotion/2/one_time_email/edit/3',
    );
    expect(within(pending).getByRole('button', { name: 'Delete E-mail 3' })).toBeInTheDocument();

    // Being sent: neither edited nor deleted. Sent: deleted from the list only.
    const sending = within(table).getByRole('row', { name: /E-mail 2/ });
    expect(within(sending).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(sending).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const sent = within(table).getByRole('row', { name: /E-mail 1/ });
    expect(within(sent).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: 'Delete E-mail 1' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Write a new e-mail' })).toHaveAttribute(
      'href',
      '/promotion/2/one_time_email/create',
    );
  });

  it('asks before deleting, then deletes', async () => {
    let deleted = false;
    const { user, fetchMock } = setup({
      'GET /api/promotions/2/custom_emails': () => (deleted ? list() : list(email(3, 'pending'))),
      'DELETE /api/promotions/2/custom_emails/3': () => {
        deleted = true;
        return { status: 204, body: {} };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete E-mail 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this e-mail?' });
    expect(dialog).toHaveTextContent('“E-mail 3” will not be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(
      true,
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = setup({
      'GET /api/promotions/2/custom_emails': list(email(3, 'pending')),
      'DELETE /api/promotions/2/custom_emails/3': {
        status: 409,
        body: { errors: ['This e-mail is being sent.'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete E-mail 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This e-mail is being sent.')).toBeInTheDocument();
  });

  it('asks again each second while an e-mail is being sent, and stops when none is', async () => {
    const { advance, until } = startFakeClock();
    let calls = 0;
    setup({
      'GET /api/promotions/2/custom_emails': () => {
        calls += 1;
        return calls < 3 ? list(email(3, 'sending')) : list(email(3, 'sent'));
      },
    });
    const row = () => screen.getByRole('row', { name: /E-mail 3/ });
    await until(() => expect(row()).toHaveTextContent('sending'));
    await advance(1000);
    await until(() => expect(calls).toBe(2));
    await advance(1000);
    await until(() => expect(row()).toHaveTextContent('sent'));
    // At most the poll already under way when the answer came; then no more.
    await advance(1000);
    const settled = calls;
    await advance(5000);
    expect(calls).toBe(settled);
  });

  it('says what the page is for when there is nothing yet, with a way to start', async () => {
    setup({ 'GET /api/promotions/2/custom_emails': list() });
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a new e-mail' })).toHaveAttribute(
      'href',
      '/promotion/2/one_time_email/create',
    );
  });
});
