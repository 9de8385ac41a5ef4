import { screen, waitFor, within } from '@testing-library/react';
import {
  mockFetch,
  renderWithProviders,
  startFakeClock,
  requestsTo,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { CreateEmailPage } from '../pages/create-email-page';
import { EditEmailPage } from '../pages/edit-email-page';

const LOCATIONS = [
  { id: 1, name: 'North Region', parent_id: null, level: 1, top_level_id: 1 },
  { id: 2, name: 'Boston Office', parent_id: 1, level: 2, top_level_id: 1 },
];

const stored = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  promotion_id: 2,
  subject: 'Walk week',
  body: 'Walk every day',
  filters: { audience: 'all', team: 'on_team' },
  one_time_recipients: 'guest@x.org',
  send_at: '2099-01-05T15:00:00.000Z',
  status: 'pending',
  total_count: 0,
  sent_count: 0,
  failed_count: 0,
  skipped_count: 0,
  sent_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
  job_id: 'custom-9',
  ...overrides,
});

const count = (recipients: number, sample = ['ann@x.org', 'bob@x.org']) => ({
  body: { data: [{ recipients, sample }], meta: {} },
});

const job = (state: string, sent: number, total: number) => ({
  body: {
    data: {
      id: 'custom-9',
      name: 'custom-email',
      state,
      progress: { percent: total ? Math.round((sent / total) * 100) : 0, sent, failed: 0, total },
    },
    meta: {},
  },
});

function setup(
  routes: MockRoutes = {},
  page: 'create' | 'edit' = 'create',
  user?: ReturnType<typeof startFakeClock>['user'],
) {
  const fetchMock = mockFetch({
    'GET /api/promotions/2/locations': { body: { data: LOCATIONS, meta: {} } },
    'POST /api/promotions/2/one_time_email_recipients': count(3),
    ...routes,
  });
  const view =
    page === 'create'
      ? renderWithProviders(<CreateEmailPage />, {
          route: '/promotion/2/one_time_email/create',
          path: '/promotion/:promotionId/one_time_email/create',
        })
      : renderWithProviders(<EditEmailPage />, {
          route: '/promotion/2/one_time_email/edit/9',
          path: '/promotion/:promotionId/one_time_email/edit/:id',
        });
  return { ...view, user: user ?? view.user, fetchMock };
}

async function write(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Walk week');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Walk every day');
}

describe('the one-time e-mail form', () => {
  // Twenty minutes past the hour: the default send time (the next full hour) stays in the
  // future however slowly a test types, so the button reads Queue.
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 0, 5, 9, 20), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('defaults Send at to the next full hour and then says Queue; Send now clears it and says Send', async () => {
    const { user } = setup();
    const sendAt = await screen.findByLabelText('Send at');
    expect(sendAt).toHaveAttribute('type', 'datetime-local');
    expect(sendAt).toHaveValue('2026-01-05T10:00');
    expect(screen.getByRole('button', { name: 'Queue' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send now' }));
    expect(sendAt).toHaveValue('');
    expect(sendAt).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send now' }));
    expect(sendAt).toHaveValue('2026-01-05T10:00');
    await user.clear(sendAt);
    await user.type(sendAt, '2026-01-05T08:00');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('keeps Preview and Send disabled without a subject or a message, and says why', async () => {
    const { user } = setup();
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Queue' })).toBeDisabled();
    await user.type(subject, 'x');
    await user.clear(subject);
    expect(await screen.findByText('Subject cannot be blank')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'Message' }));
    expect(await screen.findByText('Message cannot be blank')).toBeInTheDocument();
    await write(user);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Queue' })).toBeEnabled();
  });

  it('checks each pasted address and needs someone to send to', async () => {
    const { user } = setup();
    await write(user);
    const others = screen.getByRole('textbox', { name: 'Other addresses' });
    await user.type(others, 'ann@x.org; bob@ | carl');
    // Checked once the typing settles: until then an earlier check may still show (Ex: ca).
    expect(await screen.findByText('Must be a valid email address. Ex: bob@')).toBeInTheDocument();
    expect(await screen.findByText('Must be a valid email address. Ex: carl')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Queue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();

    await user.clear(others);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Send to' }),
      'Only the addresses below',
    );
    expect(await screen.findByText('Recipients cannot be blank')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: /Inactive for \(days\)/ })).toBeDisabled();
  });

  it('counts the recipients as the filters change, with a sample of addresses', async () => {
    const { user, fetchMock } = setup();
    expect(
      await screen.findByText(
        'This e-mail will go to 3 participants. For example: ann@x.org, bob@x.org',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Location' }),
      'North Region / Boston Office',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Not on a team');
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'POST', '/api/promotions/2/one_time_email_recipients'),
      ).toHaveLength(2),
    );
    const last = requestsTo(fetchMock, 'POST', '/api/promotions/2/one_time_email_recipients')[1];
    expect((await last.json()).email.filters).toEqual({
      audience: 'all',
      location_id: 2,
      team: 'no_team',
    });
  });

  it('previews the rendered message in a sandboxed frame', async () => {
    const { user, fetchMock } = setup({
      'POST /api/promotions/2/one_time_email_preview': {
        body: {
          data: [
            {
              custom_email: {
                subject: 'Walk week',
                html: '<p>Walk every day</p>',
                text: 'Walk every day',
                one_time_recipients: '',
                send_at: null,
                recipients: 3,
              },
            },
          ],
          meta: {},
        },
      },
    });
    await screen.findByLabelText('Send at');
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    const frame = within(dialog).getByTitle('E-mail preview');
    expect(frame).toHaveAttribute('srcdoc', '<p>Walk every day</p>');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(within(dialog).getByText('Subject: Walk week')).toBeInTheDocument();
    expect(within(dialog).getByText('This e-mail will go to 3 participants.')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/promotions/2/one_time_email_preview');
    expect(await request.json()).toMatchObject({
      promotion_id: 2,
      email: { subject: 'Walk week', body: 'Walk every day', filters: { audience: 'all' } },
    });
  });

  it('says so when the preview fails', async () => {
    const { user } = setup({
      'POST /api/promotions/2/one_time_email_preview': { status: 500, body: { errors: ['x'] } },
    });
    await screen.findByLabelText('Send at');
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Error previewing custom email.')).toBeInTheDocument();
  });

  it('sends now after a confirmation with the count, then shows the progress each second until done', async () => {
    let polls = 0;
    const { user, fetchMock } = setup({
      'POST /api/promotions/2/one_time_email': {
        status: 201,
        body: { data: stored({ send_at: null, status: 'sending' }), meta: {} },
      },
      'GET /api/jobs/custom-9': () => {
        polls += 1;
        return polls === 1 ? job('active', 2, 3) : job('completed', 3, 3);
      },
    });
    await screen.findByLabelText('Send at');
    await write(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send now' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this e-mail?' });
    expect(
      await within(dialog).findByText('This e-mail will go to 3 participants.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Sending progress' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 sent')).toBeInTheDocument();
    expect(await screen.findByText('E-mail sent to 3 participants.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/promotions/2/one_time_email');
    expect(await request.json()).toEqual({
      email: {
        subject: 'Walk week',
        body: 'Walk every day',
        filters: { audience: 'all' },
        one_time_recipients: '',
        send_at: null,
      },
    });
    // The form is ready for the next one.
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('says "Email failed to send" with the reason when the sending fails', async () => {
    const { user } = setup({
      'POST /api/promotions/2/one_time_email': {
        status: 201,
        body: { data: stored({ send_at: null }), meta: {} },
      },
      'GET /api/jobs/custom-9': {
        body: {
          data: { ...job('failed', 0, 3).body.data, failed_reason: 'SMTP refused' },
          meta: {},
        },
      },
    });
    await screen.findByLabelText('Send at');
    await write(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send now' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this e-mail?' });
    await within(dialog).findByText('This e-mail will go to 3 participants.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email failed to send: SMTP refused')).toBeInTheDocument();
  });

  it('says how many failed when some addresses were refused', async () => {
    const { user } = setup({
      'POST /api/promotions/2/one_time_email': {
        status: 201,
        body: { data: stored({ send_at: null }), meta: {} },
      },
      'GET /api/jobs/custom-9': {
        body: {
          data: {
            ...job('completed', 2, 3).body.data,
            progress: { percent: 100, sent: 2, failed: 1, total: 3 },
          },
          meta: {},
        },
      },
    });
    await screen.findByLabelText('Send at');
    await write(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send now' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this e-mail?' });
    await within(dialog).findByText('This e-mail will go to 3 participants.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('E-mail sent to 2 of 3 participants; 1 failed.'),
    ).toBeInTheDocument();
  });

  it('says "Error creating custom email." with the server\'s reasons', async () => {
    const { user } = setup({
      'POST /api/promotions/2/one_time_email': {
        status: 400,
        body: { errors: ['Recipients cannot be blank'] },
      },
    });
    await screen.findByLabelText('Send at');
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Queue this e-mail?' });
    await within(dialog).findByText(/This e-mail will go to 3 participants\./);
    await user.click(within(dialog).getByRole('button', { name: 'Queue' }));
    expect(await screen.findByText('Error creating custom email.')).toBeInTheDocument();
    expect(screen.getByText('Recipients cannot be blank')).toBeInTheDocument();
  });

  it('queues for the chosen time, sent as ISO 8601', async () => {
    const { user, fetchMock } = setup({
      'POST /api/promotions/2/one_time_email': {
        status: 201,
        body: { data: stored({ send_at: '2099-01-05T15:00:00.000Z' }), meta: {} },
      },
    });
    const sendAt = await screen.findByLabelText('Send at');
    await write(user);
    await user.clear(sendAt);
    await user.type(sendAt, '2099-01-05T15:00');
    await user.click(screen.getByRole('button', { name: 'Queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Queue this e-mail?' });
    expect(
      await within(dialog).findByText(
        /This e-mail will go to 3 participants\. It will be sent on 01\/05\/2099 03:00 pm\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Queue' }));
    expect(await screen.findByText(/^Queued for /)).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/promotions/2/one_time_email');
    expect((await request.json()).email.send_at).toBe(new Date(2099, 0, 5, 15).toISOString());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('edits an unsent e-mail with Save, in its confirmation too', async () => {
    const { user, fetchMock } = setup(
      {
        'GET /api/promotions/2/custom_emails/9': { body: { data: stored(), meta: {} } },
        'PUT /api/promotions/2/custom_emails/9': { body: { data: stored(), meta: {} } },
      },
      'edit',
    );
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Walk week');
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('on_team');
    expect(screen.getByRole('textbox', { name: 'Other addresses' })).toHaveValue('guest@x.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this e-mail?' });
    await within(dialog).findByText(/This e-mail will go to 3 participants\./);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/^Saved\. It will be sent on 01\/0[56]\/2099 \d\d:00 [ap]m\.$/),
    ).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PUT', '/api/promotions/2/custom_emails/9');
    expect((await request.json()).email).toMatchObject({
      subject: 'Walk week',
      filters: { audience: 'all', team: 'on_team' },
      one_time_recipients: 'guest@x.org',
      send_at: '2099-01-05T15:00:00.000Z',
    });
  });

  it('saving an edit with Send now sends it at once and shows the progress', async () => {
    let saved = false;
    const { user, fetchMock } = setup(
      {
        'GET /api/promotions/2/custom_emails/9': () => ({
          body: { data: saved ? stored({ send_at: null, status: 'sending' }) : stored(), meta: {} },
        }),
        'PUT /api/promotions/2/custom_emails/9': () => {
          saved = true;
          return { body: { data: stored({ send_at: null, status: 'sending' }), meta: {} } };
        },
        'GET /api/jobs/custom-9': job('active', 1, 3),
      },
      'edit',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Send now' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this e-mail?' });
    await within(dialog).findByText('This e-mail will go to 3 participants.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 of 3 sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/promotions/2/custom_emails/9')).toHaveLength(2),
    );
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PUT', '/api/promotions/2/custom_emails/9');
    expect((await request.json()).email.send_at).toBeNull();
  });

  it('does not offer to edit an e-mail already sent', async () => {
    setup(
      {
        'GET /api/promotions/2/custom_emails/9': {
          body: { data: stored({ status: 'sent' }), meta: {} },
        },
      },
      'edit',
    );
    expect(
      await screen.findByText('This e-mail has already been sent, so it can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
  });
});

describe('the success message', () => {
  afterEach(() => jest.useRealTimers());

  it('clears after 5 seconds', async () => {
    const { user, advance, until } = startFakeClock();
    setup(
      {
        'GET /api/promotions/2/custom_emails/9': { body: { data: stored(), meta: {} } },
        'PUT /api/promotions/2/custom_emails/9': { body: { data: stored(), meta: {} } },
      },
      'edit',
      user,
    );
    await until(() =>
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Walk week'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = () => screen.getByRole('dialog', { name: 'Save this e-mail?' });
    await until(() => within(dialog()).getByText(/This e-mail will go to 3 participants\./));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Save this e-mail?' })).getByRole('button', {
        name: 'Save',
      }),
    );
    await until(() => screen.getByText(/^Saved\./));
    await advance(4900);
    expect(screen.getByText(/^Saved\./)).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });
});
