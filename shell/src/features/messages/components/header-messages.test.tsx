import { useState } from 'react';
import { screen } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { HeaderMessages } from './header-messages';

const summary = (ids: number[], unseen: number) => ({
  body: {
    data: {
      conversations: ids.length,
      conversation_ids: ids,
      unseen_conversations: unseen ? 1 : 0,
      unseen_messages: unseen,
    },
    meta: {},
  },
});

/** The header of a user who joins team 5 (as when the session is read again after joining). */
function Header() {
  const [teamId, setTeamId] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTeamId(5)}>
        Join team 5
      </button>
      <HeaderMessages user={buildUser({ team_id: teamId })} />
    </>
  );
}

test('joining a team reads the conversations again: the team chat counts and is heard live', async () => {
  let answer = summary([], 0);
  const fetch = mockFetch({ 'GET /api/conversation_summary': () => answer });
  const { user } = renderWithProviders(<Header />);
  expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  const reads = () =>
    fetch.mock.calls.filter(([request]) =>
      (request as Request).url.endsWith('/conversation_summary'),
    ).length;
  expect(reads()).toBe(1);

  // Now on team 5: its chat has a message waiting.
  answer = summary([9], 1);
  await user.click(screen.getByRole('button', { name: 'Join team 5' }));
  expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  expect(reads()).toBe(2);
});
