import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { User } from '@wellness/shared-ui';
import { ok } from '../../../testing/fixtures';
import { FirstVisit } from './first-visit';

const flagBodies = (fetch: ReturnType<typeof mockFetch>) =>
  Promise.all(
    fetch.mock.calls
      .map(([r]) => r as Request)
      .filter((r) => r.method === 'PUT')
      .map(async (r) => [new URL(r.url).pathname, await r.clone().json()]),
  );

function renderFirstVisit(me: User, hasStarted = true) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(me),
    'PUT /api/users/me/flags/has_been_home': ok({ ...me, has_been_home: true }),
    'PUT /api/users/me/flags/started_home_walkthrough': ok(me),
  });
  return { fetch, ...renderWithProviders(<FirstVisit me={me} hasStarted={hasStarted} />) };
}

test('the first visit opens the first-work popup; Not now marks home as visited', async () => {
  const { fetch, user } = renderFirstVisit(buildUser({ has_been_home: false }));
  const popup = await screen.findByRole('dialog', { name: 'Your first painting' });
  await user.click(within(popup).getByRole('button', { name: 'Not now' }));
  await waitFor(async () =>
    expect(await flagBodies(fetch)).toEqual([
      ['/api/users/me/flags/has_been_home', { value: true }],
    ]),
  );
});

test('before the programme starts it is the prestart popup', async () => {
  renderFirstVisit(buildUser({ has_been_home: false }), false);
  expect(await screen.findByRole('dialog', { name: 'Your painting starts soon' })).toBeVisible();
});

test('Show me around starts the walkthrough and marks home as visited', async () => {
  const { fetch, user } = renderFirstVisit(buildUser({ has_been_home: false }));
  await user.click(await screen.findByRole('button', { name: 'Show me around' }));
  await waitFor(async () =>
    expect(await flagBodies(fetch)).toEqual([
      ['/api/users/me/flags/started_home_walkthrough', { value: true }],
      ['/api/users/me/flags/has_been_home', { value: true }],
    ]),
  );
});

test('the walkthrough shows while started_home_walkthrough is set, and Complete clears it', async () => {
  const { fetch, user } = renderFirstVisit(buildUser({ started_home_walkthrough: true }));
  const walkthrough = screen.getByRole('region', { name: 'Home walkthrough' });
  expect(within(walkthrough).getByRole('heading', { name: 'Your painting' })).toBeVisible();
  await user.click(within(walkthrough).getByRole('button', { name: 'Next' }));
  await user.click(within(walkthrough).getByRole('button', { name: 'Back' }));
  expect(within(walkthrough).getByText('Step 1 of 3')).toBeVisible();
  await user.click(within(walkthrough).getByRole('button', { name: 'Next' }));
  await user.click(within(walkthrough).getByRole('button', { name: 'Next' }));
  await user.click(within(walkthrough).getByRole('button', { name: 'Complete' }));
  await waitFor(async () =>
    expect(await flagBodies(fetch)).toEqual([
      ['/api/users/me/flags/started_home_walkthrough', { value: false }],
    ]),
  );
});

test('a participant who has been home and finished the walkthrough sees neither', () => {
  renderFirstVisit(buildUser());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Home walkthrough' })).not.toBeInTheDocument();
});
