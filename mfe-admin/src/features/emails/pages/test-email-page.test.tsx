import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { TestEmailPage } from './test-email-page';

const job = (state: string, failed_reason?: string) => ({
  body: {
    data: {
      id: 'test-1',
      name: 'test-email',
      state,
      progress: { percent: state === 'completed' ? 100 : 0, sent: 0, failed: 0, total: 2 },
      ...(failed_reason ? { failed_reason } : {}),
    },
    meta: {},
  },
});

function setup(routes: MockRoutes = {}) {
  const fetchMock = mockFetch(routes);
  const view = renderWithProviders(<TestEmailPage />, {
    route: '/promotion/2/test_email',
    path: '/promotion/:promotionId/test_email',
  });
  return { ...view, fetchMock };
}

const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@x.org`).join(', ');

describe('TestEmailPage', () => {
  it('offers only the welcome_main and evaluation templates', () => {
    setup();
    const select = screen.getByRole('combobox', { name: 'Template' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', 'welcome_main', 'evaluation']);
    expect(
      within(select).getByRole('option', { name: 'Welcome (welcome_main)' }),
    ).toBeInTheDocument();
  });

  it("checks the recipients with the spec's messages, at most 10", async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'welcome_main');
    const recipients = screen.getByRole('textbox', { name: 'Recipients' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.click(recipients);
    await user.tab();
    expect(screen.getByText('Recipients cannot be blank')).toBeInTheDocument();

    await user.type(recipients, 'ann@x.org; bob@');
    expect(screen.getByText('Must be a valid email address. Ex: bob@')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(recipients);
    await user.type(recipients, eleven);
    expect(screen.getByText('Test emails are limited to 10 participants.')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(recipients);
    await user.type(recipients, eleven.split(', ').slice(0, 10).join('|'));
    expect(
      screen.queryByText('Test emails are limited to 10 participants.'),
    ).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('needs a template before sending', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@x.org');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  });

  it('previews the template', async () => {
    const { user } = setup({
      'GET /api/promotions/2/test_email/preview?key=evaluation': {
        body: {
          data: { subject: 'Time for your check-in', html: '<p>Hi</p>', text: 'Hi' },
          meta: {},
        },
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'evaluation');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByText('Subject: Time for your check-in')).toBeInTheDocument();
    expect(within(dialog).getByTitle('E-mail preview')).toHaveAttribute('srcdoc', '<p>Hi</p>');
  });

  it('confirms with the count, then follows the sending: pending, sending, sent', async () => {
    let polls = 0;
    const { user, fetchMock } = setup({
      'POST /api/promotions/2/test_email': {
        status: 202,
        body: {
          data: [{ message: 'Test email sent to 2 recipients.', job_id: 'test-1' }],
          meta: {},
        },
      },
      'GET /api/jobs/test-1': () => {
        polls += 1;
        return polls === 1 ? job('waiting') : polls === 2 ? job('active') : job('completed');
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'welcome_main');
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@x.org\nbob@x.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the test e-mail?' });
    expect(dialog).toHaveTextContent('The Welcome (welcome_main) e-mail will go to 2 recipients.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Test e-mail status: pending')).toBeInTheDocument();
    expect(await screen.findByText('Test e-mail status: sending')).toBeInTheDocument();
    expect(await screen.findByText('Test e-mail status: sent')).toBeInTheDocument();
    const request = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.method === 'POST')!;
    expect(await request.json()).toEqual({
      recipients: 'ann@x.org\nbob@x.org',
      promotion_id: 2,
      key: 'welcome_main',
    });
  });

  it('says "Email failed to send" with the first server error', async () => {
    const { user } = setup({
      'POST /api/promotions/2/test_email': {
        status: 400,
        body: { errors: ['Test emails are limited to 10 participants.', 'other'] },
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'welcome_main');
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@x.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the test e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Email failed to send: Test emails are limited to 10 participants.'),
    ).toBeInTheDocument();
  });

  it('shows a failed sending as failed', async () => {
    const { user } = setup({
      'POST /api/promotions/2/test_email': {
        status: 202,
        body: {
          data: [{ message: 'Test email sent to 1 recipients.', job_id: 'test-1' }],
          meta: {},
        },
      },
      'GET /api/jobs/test-1': job('failed', 'Mailbox unavailable'),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'evaluation');
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@x.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the test e-mail?' });
    expect(dialog).toHaveTextContent('will go to 1 recipient.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Test e-mail status: failed')).toBeInTheDocument();
    expect(screen.getByText('Email failed to send: Mailbox unavailable')).toBeInTheDocument();
  });
});
