import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ShareEmailDialog } from './share-email-dialog';

const NO_RECIPIENTS = 'Must include at least 1 email address.';
const SENT = 'Email sent successfully.';
const tip = { id: 4, title: 'Take the stairs' };

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Share by e-mail</Button>
      <ShareEmailDialog tip={tip} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function openDialog(routes: MockRoutes = {}) {
  const fetchMock = mockFetch(routes);
  const view = renderWithProviders(<Harness />);
  await view.user.click(screen.getByRole('button', { name: 'Share by e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share by e-mail' });
  const emails = within(dialog).getByLabelText('Email addresses');
  const message = within(dialog).getByLabelText('Message');
  const send = () => view.user.click(within(dialog).getByRole('button', { name: 'Send' }));
  return { ...view, fetchMock, dialog, emails, message, send };
}

const shares = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST' && request.url.endsWith('/api/emails/content'));

describe('ShareEmailDialog (spec 2 s8 "Share by e-mail")', () => {
  it('hints how to separate addresses', async () => {
    const { emails } = await openDialog();
    expect(emails).toHaveAccessibleDescription('Separate addresses with commas or semicolons.');
  });

  it.each([
    ['nothing', ''],
    ['only separators', ' ; , '],
  ])(
    'refuses %s on the recipient field with the spec message and sends nothing',
    async (_, typed) => {
      const { user, fetchMock, dialog, emails, send } = await openDialog();
      if (typed) await user.type(emails, typed);
      await send();
      const error = await within(dialog).findByRole('alert');
      expect(error).toHaveTextContent(NO_RECIPIENTS);
      expect(emails.getAttribute('aria-describedby')).toContain(error.id);
      expect(emails).toHaveAttribute('aria-invalid', 'true');
      expect(shares(fetchMock)).toHaveLength(0);
    },
  );

  it('names an entry without @ and refuses more than 10 addresses, like the server', async () => {
    const { user, fetchMock, dialog, emails, send } = await openDialog();
    await user.type(emails, 'a@example.test; bob');
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'bob is not an email address.',
    );
    await user.clear(emails);
    await user.type(emails, Array.from({ length: 11 }, (_, i) => `f${i}@example.test`).join(','));
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Share with at most 10 email addresses at a time.',
    );
    expect(shares(fetchMock)).toHaveLength(0);
  });

  it("shows the server's recipient refusal on the recipient field", async () => {
    const { user, dialog, emails, send } = await openDialog({
      'POST /api/emails/content': { status: 422, body: { errors: [NO_RECIPIENTS] } },
    });
    await user.type(emails, 'a@example.test');
    await send();
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(NO_RECIPIENTS);
    expect(emails.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('shows any other failure under the form as a send failure', async () => {
    const { user, dialog, emails, send } = await openDialog({
      'POST /api/emails/content': { status: 500, body: {} },
    });
    await user.type(emails, 'a@example.test');
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Oops, the email could not be sent. Please try again.',
    );
    expect(emails).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the addresses, message and tip, toasts success and closes 3 s later', async () => {
    const { user, fetchMock, emails, message, send } = await openDialog({
      'POST /api/emails/content': {
        status: 202,
        body: { data: { message: SENT, recipients: 2 }, meta: {} },
      },
    });
    await user.type(emails, 'a@example.test; b@example.test');
    await user.type(message, 'Try this!');
    await send();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(await shares(fetchMock)[0]!.json()).toEqual({
      emails: 'a@example.test; b@example.test',
      message: 'Try this!',
      model: 'Tip',
      id: 4,
    });
    // Still open right after the toast, closed once the 3 s have passed.
    expect(screen.getByRole('dialog', { name: 'Share by e-mail' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Share by e-mail' }));
    const again = await screen.findByRole('dialog', { name: 'Share by e-mail' });
    expect(within(again).getByLabelText('Email addresses')).toHaveValue('');
  });
});
