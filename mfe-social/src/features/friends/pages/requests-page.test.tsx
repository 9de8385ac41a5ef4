import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import {
  buildFriendship,
  buildPerson,
  friendsContent,
  ok,
} from '../../../testing/friends-fixtures';
import { RequestsPage } from './requests-page';

const request = buildFriendship({
  id: 7,
  friender_id: 10,
  friendee_id: 40,
  friender: buildPerson(10, 'Pat', 'Participant'),
  friendee: buildPerson(40, 'Rae', 'Requested'),
});
const invite = buildFriendship({
  id: 8,
  friender_id: 10,
  friendee_id: null,
  friendee: null,
  friend_email: 'new@example.test',
  friender: buildPerson(10, 'Pat', 'Participant'),
});

function renderPage(routes: MockRoutes = {}) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/promotions/2/custom_content': ok(friendsContent),
    'GET /api/friendships?status=sent_requests&page_size=0': ok([request, invite]),
    ...routes,
  });
  return {
    fetch,
    ...renderWithProviders(<RequestsPage />, {
      route: '/profile/friends/requests',
      path: '/profile/friends/requests',
    }),
  };
}

async function resend(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Resend to ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Resend Request' });
  await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
}

test('lists sent requests and e-mail invites; a resend shows the resent flag for 4 s', async () => {
  const { user, fetch } = renderPage({ 'PUT /api/friendships/7': ok(request) });
  const list = await screen.findByRole('list', { name: 'Sent requests' });
  expect(within(list).getByText('Rae Requested')).toBeInTheDocument();
  expect(within(list).getByText('new@example.test')).toBeInTheDocument();
  expect(within(list).getByText(/Invited by e-mail/)).toBeInTheDocument();
  await resend(user, 'Rae Requested');
  expect(await within(list).findByText('Resent')).toBeInTheDocument();
  expect(await requestsTo(fetch, 'PUT', '/api/friendships/7')[0]!.json()).toEqual({
    status: 'P',
  });
  // Spec 2 s9: the flag shows for 4 s.
  await waitFor(() => expect(within(list).queryByText('Resent')).not.toBeInTheDocument());
});

test('a failed resend says "Could not resend request" on the row and in a toast', async () => {
  const { user } = renderPage({
    'PUT /api/friendships/8': {
      status: 422,
      body: { errors: ['Registration is closed: this invite cannot be resent.'] },
    },
  });
  await resend(user, 'new@example.test');
  expect(await screen.findAllByText('Could not resend request')).toHaveLength(2);
});

test('withdrawing asks first and sends DELETE', async () => {
  const { user, fetch } = renderPage({ 'DELETE /api/friendships/7': ok(request) });
  await user.click(
    await screen.findByRole('button', { name: 'Withdraw request to Rae Requested' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw Request' });
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(requestsTo(fetch, 'DELETE', '/api/friendships/7')).toHaveLength(1));
});

test('none sent: the requests_empty_state content', async () => {
  renderPage({ 'GET /api/friendships?status=sent_requests&page_size=0': ok([]) });
  expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
});

test('a failed load: "Sent Friend Requests could not be found"', async () => {
  renderPage({ 'GET /api/friendships?status=sent_requests&page_size=0': { status: 500 } });
  expect(await screen.findByText('Sent Friend Requests could not be found')).toBeInTheDocument();
});

test('the buddy feature off: the tabs are not shown', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion({ is_buddy_feature_displayed: false })),
  });
  renderWithProviders(<RequestsPage />, {
    route: '/profile/friends/requests',
    path: '/profile/friends/requests',
  });
  expect(await screen.findByText(/are not part of this programme\./)).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});
