import { act, screen, waitFor, within } from '@testing-library/react';
import { useConversationsLive } from '@wellness/shared-ui';
import {
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import { AT, ME, SAM, buildMessage, fakeMessagesServer } from './messages-fakes';
import { MessagesPage } from './messages-page';

/** The page as the portal shows it: the header keeps the conversations live. */
function WithHeader() {
  useConversationsLive();
  return <MessagesPage />;
}

function renderMessages(server: ReturnType<typeof fakeMessagesServer>, route = '/messages') {
  const fetch = mockFetch(server.routes);
  return { fetch, ...renderWithProviders(<WithHeader />, { route, path: '/messages' }) };
}

const conversationButton = (name: RegExp) => screen.findByRole('button', { name });

test('lists conversations with their unread counts and opens one, marking it seen', async () => {
  const server = fakeMessagesServer([
    { id: 4, unseen: 2, current_messages: [buildMessage(4, SAM, 'Walk at noon?', AT)] },
    { id: 5, conversation_type: 't', conversation_type_id: 7, name: 'Step Sisters', members: [ME] },
  ]);
  const { user, fetch, router } = renderMessages(server);
  expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  const sam = await conversationButton(/Sam Lee/);
  expect(within(sam).getByLabelText('2 unread')).toHaveTextContent('2');
  expect(sam).toHaveTextContent('Walk at noon?');
  expect(await conversationButton(/Step Sisters/)).toHaveTextContent('Team chat');

  await user.click(sam);
  expect(router.state.location.search).toBe('?conversation=4');
  const log = await screen.findByRole('log', { name: 'Messages with Sam Lee' });
  expect(await within(log).findByText('Walk at noon?')).toBeInTheDocument();
  // Spec 2 s9: MMM DD, hh:mm a.
  expect(within(log).getByText('Mar 03, 09:05 AM')).toBeInTheDocument();
  await waitFor(() =>
    expect(requestsTo(fetch, 'POST', '/api/conversations/4/seen')).toHaveLength(1),
  );
  await waitFor(() => expect(within(sam).queryByLabelText('2 unread')).not.toBeInTheDocument());
});

test('sends with Enter and shows a friend’s reply live, once', async () => {
  const server = fakeMessagesServer([{ id: 4 }]);
  const { user } = renderMessages(server, '/messages?conversation=4');
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(box, 'On my way{Enter}');
  const log = await screen.findByRole('log', { name: 'Messages with Sam Lee' });
  expect(await within(log).findByText('On my way')).toBeInTheDocument();
  expect(within(log).getByText('You')).toBeInTheDocument();
  expect(box).toHaveValue('');

  const reply = server.receive(4, 'See you there');
  act(() =>
    emitRealtimeEvent('conversationAlert', {
      conversation_id: 4,
      action: 'message',
      message_id: reply.id,
      user_id: SAM.id,
    }),
  );
  expect(await within(log).findByText('See you there')).toBeInTheDocument();
  expect(within(log).getAllByText('See you there')).toHaveLength(1);
});

test('pages older history on request, newest page first', async () => {
  const server = fakeMessagesServer([
    {
      id: 4,
      current_messages: Array.from({ length: 25 }, (_, n) => buildMessage(4, SAM, `Line ${n + 1}`)),
    },
  ]);
  const { user } = renderMessages(server, '/messages?conversation=4');
  const log = await screen.findByRole('log', { name: 'Messages with Sam Lee' });
  expect(await within(log).findByText('Line 25')).toBeInTheDocument();
  expect(within(log).queryByText('Line 5')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show older messages' }));
  expect(await within(log).findByText('Line 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
});

test('starts a conversation with a friend from ?recipient', async () => {
  const server = fakeMessagesServer([{ id: 4 }]);
  server.routes['POST /api/conversations'] = () => ({
    body: { data: { id: 4 }, meta: {} },
  });
  const { fetch, router } = renderMessages(server, '/messages?recipient=20');
  await waitFor(() => expect(router.state.location.search).toBe('?conversation=4'));
  const [start] = requestsTo(fetch, 'POST', '/api/conversations');
  expect(await start.clone().json()).toEqual({ recipient_id: 20 });
  expect(await screen.findByRole('log', { name: 'Messages with Sam Lee' })).toBeInTheDocument();
});

test('leaves a conversation after the spec’s confirmation', async () => {
  const server = fakeMessagesServer([{ id: 4 }]);
  const { user, fetch, router } = renderMessages(server, '/messages?conversation=4');
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave Conversation?' });
  expect(
    within(dialog).getByText('Are you sure you want to leave this conversion?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
  await waitFor(() =>
    expect(requestsTo(fetch, 'DELETE', '/api/conversations/4/users/10')).toHaveLength(1),
  );
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
});

test('mutes a conversation', async () => {
  const server = fakeMessagesServer([{ id: 4 }]);
  const { user, fetch } = renderMessages(server, '/messages?conversation=4');
  await user.click(await screen.findByRole('switch', { name: 'Mute' }));
  await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/conversations/4')).toHaveLength(1));
  expect(await requestsTo(fetch, 'PUT', '/api/conversations/4')[0].clone().json()).toEqual({
    muted: true,
  });
});
