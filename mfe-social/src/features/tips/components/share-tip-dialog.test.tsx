import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ShareTipDialog } from './share-tip-dialog';

const BLANK = 'Oops, you need to write something before you post.';
const tip = { id: 4, title: 'Take the stairs' };

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Share on the wall</Button>
      <ShareTipDialog tip={tip} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** The dialog asks nothing of the server until Post: only POST /api/posts is declared. */
async function openDialog(routes: MockRoutes = {}) {
  // Each wall share is also counted (POST /tips/{id}/shares?via=wall).
  const fetchMock = mockFetch({ 'POST /api/tips/4/shares': { status: 201 }, ...routes });
  const view = renderWithProviders(<Harness />);
  await view.user.click(screen.getByRole('button', { name: 'Share on the wall' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share on the wall' });
  const words = within(dialog).getByLabelText('Say something about this tip');
  const post = () => view.user.click(within(dialog).getByRole('button', { name: 'Post' }));
  return { ...view, fetchMock, dialog, words, post };
}

const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST' && request.url.endsWith('/api/posts'));

describe('ShareTipDialog validation (spec 2: a blank post is refused)', () => {
  it.each([
    ['nothing', ''],
    ['only spaces and new lines', '  {Enter}  '],
  ])(
    'refuses %s with the spec message, sends nothing and points the field at it',
    async (_, typed) => {
      const { user, fetchMock, dialog, words, post } = await openDialog();
      if (typed) await user.type(words, typed);
      await post();
      const message = await within(dialog).findByRole('alert');
      expect(message).toHaveTextContent(BLANK);
      expect(words).toHaveAttribute('aria-describedby', message.id);
      expect(words).toHaveAttribute('aria-invalid', 'true');
      expect(posts(fetchMock)).toHaveLength(0);
    },
  );

  it('clears the message as soon as the words change', async () => {
    const { user, dialog, words, post } = await openDialog();
    await post();
    expect(await within(dialog).findByText(BLANK)).toBeInTheDocument();
    await user.type(words, 'H');
    expect(within(dialog).queryByText(BLANK)).not.toBeInTheDocument();
    expect(words).not.toHaveAttribute('aria-describedby');
  });

  it("shows the server's blank-content refusal in the spec's words", async () => {
    const { user, dialog, words, post } = await openDialog({
      'POST /api/posts': { status: 422, body: { errors: ["Content can't be blank"] } },
    });
    await user.type(words, 'Hi');
    await post();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BLANK);
  });

  it('says the post could not be saved when the server gives no reason', async () => {
    const { user, dialog, words, post } = await openDialog({
      'POST /api/posts': { status: 500, body: {} },
    });
    await user.type(words, 'Hi');
    await post();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Oops, the post could not be saved.',
    );
  });

  it('sends the words as typed with the tip, then closes empty for the next share', async () => {
    const { user, fetchMock, words, post } = await openDialog({
      'POST /api/posts': { status: 201, body: { data: { id: 77 }, meta: {} } },
    });
    await user.type(words, ' Try this! ');
    await post();
    expect(await screen.findByText('Shared on the wall.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await posts(fetchMock)[0].json()).toEqual({
      content: ' Try this! ',
      postable_type: 'Tip',
      postable_id: 4,
    });

    await user.click(screen.getByRole('button', { name: 'Share on the wall' }));
    const again = await screen.findByRole('dialog', { name: 'Share on the wall' });
    expect(within(again).getByLabelText('Say something about this tip')).toHaveValue('');
  });

  it('Cancel drops the words and the message', async () => {
    const { user, dialog, words, post } = await openDialog();
    await user.type(words, '   ');
    await post();
    await within(dialog).findByText(BLANK);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Share on the wall' }));
    const again = await screen.findByRole('dialog', { name: 'Share on the wall' });
    expect(within(again).getByLabelText('Say something about this tip')).toHaveValue('');
    expect(within(again).queryByText(BLANK)).not.toBeInTheDocument();
  });
});
