import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  requestsTo,
  startFakeClock,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import {
  buildFriendship,
  buildPerson,
  buildResult,
  friendsContent,
  ok,
} from '../../../testing/friends-fixtures';
import { FriendsPage } from './friends-page';

afterEach(() => jest.useRealTimers());

const incoming = buildFriendship({ id: 1, message: 'Lunch walks?' });
const friend = buildFriendship({
  id: 2,
  status: 'A',
  friender_id: 10,
  friendee_id: 30,
  friender: buildPerson(10, 'Pat', 'Participant'),
  friendee: buildPerson(30, 'Ana', 'Friend'),
});

function renderPage(routes: MockRoutes = {}, user = buildUser(), route = '/profile/friends/all') {
  const fetch = mockFetch({
    'GET /api/users/me': ok(user),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/promotions/2/custom_content': ok(friendsContent),
    'GET /api/friendships?status=received_requests&page_size=0': ok([incoming]),
    'GET /api/friendships?status=A&page_size=0': ok([friend]),
    'GET /api/works/bonus_points': ok([]),
    ...routes,
  });
  return {
    fetch,
    ...renderWithProviders(<FriendsPage />, { route, path: '/profile/friends/all' }),
  };
}

test('shows incoming requests and the friend list; accepting asks first, then sends A', async () => {
  const { user, fetch } = renderPage({
    'PUT /api/friendships/1': ok({ ...incoming, status: 'A' }),
  });
  const requests = await screen.findByRole('list', { name: 'Friend requests' });
  expect(within(requests).getByText('Sam Lee')).toBeInTheDocument();
  expect(within(requests).getByText('“Lunch walks?”')).toBeInTheDocument();
  const friends = screen.getByRole('list', { name: 'Friends' });
  expect(within(friends).getByText('Ana Friend')).toBeInTheDocument();

  await user.click(within(requests).getByRole('button', { name: 'Accept Sam Lee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept Request' });
  expect(dialog).toHaveTextContent("Accept Sam Lee's friend request?");
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/friendships/1')).toHaveLength(1));
  expect(await requestsTo(fetch, 'PUT', '/api/friendships/1')[0]!.json()).toEqual({ status: 'A' });
});

test('removing a friend asks for confirmation and sends DELETE', async () => {
  const { user, fetch } = renderPage({ 'DELETE /api/friendships/2': ok(friend) });
  await user.click(await screen.findByRole('button', { name: 'Remove Ana Friend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Friend' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(requestsTo(fetch, 'DELETE', '/api/friendships/2')).toHaveLength(1));
});

test('no friends: the friends_empty_state content', async () => {
  renderPage({
    'GET /api/friendships?status=A&page_size=0': ok([]),
    'GET /api/friendships?status=received_requests&page_size=0': ok([]),
  });
  expect(await screen.findByText('No friends yet')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Friend requests' })).not.toBeInTheDocument();
});

test('search tags the results; a valid e-mail with no results offers the invite', async () => {
  // On the fake clock: typing on a slow machine must not count as the search's 300 ms pause.
  const { user, advance, until } = startFakeClock();
  const { fetch, router } = renderPage({
    'GET /api/friends/search?query=Sa': ok([
      buildResult(30, 'Sal Friend', 3),
      buildResult(31, 'Sam Sent', 2),
      buildResult(32, 'Sara Asked', 1),
      buildResult(33, 'Saul Free', 0),
    ]),
    'GET /api/friends/search?query=new%40example.test': ok([]),
    'POST /api/emails/invite': {
      status: 201,
      body: { data: { message: 'Invite successfully sent!' }, meta: {} },
    },
  });
  const box = await until(() => screen.getByRole('searchbox', { name: /Find friends/ }));
  await user.type(box, 'Sa');
  advance(300);
  const results = await until(() => screen.getByRole('list', { name: 'Search results' }));
  expect(
    within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringContaining('Friend'),
    expect.stringContaining('Request sent'),
    expect.stringContaining('Asked you'),
    expect.stringContaining('Add friend'),
  ]);
  await user.clear(box);
  await user.type(box, 'new@example.test');
  advance(300);
  await user.click(
    await until(() => screen.getByRole('button', { name: 'Invite new@example.test by e-mail' })),
  );
  const dialog = await until(() => screen.getByRole('dialog', { name: 'Invite by E-mail' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
  await until(() => screen.getByText('Invite successfully sent!'));
  expect(await requestsTo(fetch, 'POST', '/api/emails/invite')[0]!.json()).toEqual({
    emails: 'new@example.test',
  });
  // The search is cleared with the invite, the address bar at once: no later update of it
  // can take back a tab clicked next (it did, in the friends journey).
  expect(box).toHaveValue('');
  expect(router.state.location.search).toBe('');
});

test("no invite for one's own address", async () => {
  const { user, advance, until } = startFakeClock();
  renderPage({ 'GET /api/friends/search?query=participant%40demo.test': ok([]) });
  const box = await until(() => screen.getByRole('searchbox', { name: /Find friends/ }));
  await user.type(box, 'participant@demo.test');
  advance(300);
  await until(() => screen.getByText('Nobody in this programme matches “participant@demo.test”.'));
  expect(screen.queryByRole('button', { name: /by e-mail/ })).not.toBeInTheDocument();
});

test('a failed load of the lists says so with Retry (spec 2 s8)', async () => {
  renderPage({
    'GET /api/friendships?status=A&page_size=0': { status: 500 },
    'GET /api/friendships?status=received_requests&page_size=0': { status: 500 },
  });
  expect(await screen.findByText('Friends could not be found')).toBeInTheDocument();
  expect(screen.getByText('Incoming Friend Requests could not be found')).toBeInTheDocument();
});

test('the first-time popup shows until has_seen_friends, and closing sets the flag', async () => {
  const { user, fetch } = renderPage(
    { 'PUT /api/users/me/flags/has_seen_friends': ok(buildUser({ has_seen_friends: true })) },
    buildUser({ has_seen_friends: false }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Friends' });
  expect(await within(dialog).findByText('Better together')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
  await waitFor(() =>
    expect(requestsTo(fetch, 'PUT', '/api/users/me/flags/has_seen_friends')).toHaveLength(1),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('gift points waiting: accepting says "Accepted gift points from {name}"', async () => {
  const gift = {
    id: 5,
    points: 10,
    applied: null,
    earned_by_name: 'Ana Friend',
    earned_by_first_name: 'Ana',
  };
  const { user, fetch } = renderPage({
    'GET /api/works/bonus_points': ok([gift]),
    'PUT /api/works/bonus_points/accept': ok({
      message: 'Accepted gift points from Ana Friend',
      target_work_bonus: { ...gift, applied: true },
      total_points: 110,
    }),
  });
  const gifts = await screen.findByRole('list', { name: 'Gift points' });
  expect(within(gifts).getByText('sent you 10 points')).toBeInTheDocument();
  await user.click(
    within(gifts).getByRole('button', { name: 'Accept gift points from Ana Friend' }),
  );
  expect(await screen.findByText('Accepted gift points from Ana Friend')).toBeInTheDocument();
  expect(await requestsTo(fetch, 'PUT', '/api/works/bonus_points/accept')[0]!.json()).toEqual({
    target_work_bonus_id: 5,
  });
});
