import { screen, waitFor } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockResponse, MockRoutes } from '@wellness/shared-ui/testing';
import type { User } from '@wellness/shared-ui';
import { ok } from '../../../testing/fixtures';
import { worksRoutes } from '../../../testing/works-fixtures';
import { HomePage } from './home-page';

const FLAG = 'PUT /api/users/me/flags/has_seen_add_activities_tutorial';

// The home / welcome item as the demo promotion's coordinator edited it (an override).
const welcomeContent = {
  id: 9,
  category: 'home',
  key: 'welcome',
  promotion_id: 2,
  title: 'Welcome to the Healthy Habits Challenge',
  content: 'Log **one** activity today.',
  image1: null,
  is_default: false,
  is_override: true,
};

function renderHome(user: User, flagAnswer?: MockResponse, works: MockRoutes = worksRoutes()) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(user),
    'GET /api/promotions/current': ok(
      buildPromotion({ current_week: 3, weeks: 8, point_label_plural: 'stars' }),
    ),
    [FLAG]: flagAnswer ?? ok({ ...user, has_seen_add_activities_tutorial: true }),
    'GET /api/promotions/2/custom_content': ok([welcomeContent]),
    ...works,
  });
  return { ...renderWithProviders(<HomePage />, { route: '/home', path: '/home' }), fetch };
}

const flagRequests = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => input as Request)
    .filter((r) => r.method === 'PUT' && r.url.endsWith('/flags/has_seen_add_activities_tutorial'));

const tutorial = () => screen.queryByRole('heading', { name: 'How to log your activities' });

test('greets the participant with their points and a link to this week’s log', async () => {
  renderHome(buildUser({ total_points: 120 }));

  expect(await screen.findByRole('heading', { name: 'Hello, Pat' })).toBeInTheDocument();
  expect(await screen.findByText('120 stars')).toBeInTheDocument();
  expect(screen.getByText('Demo Wellness Challenge: week 3 of 8')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log activities' })).toHaveAttribute(
    'href',
    '/activities/3',
  );
  expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Manage activities' })).not.toBeInTheDocument();
});

test('shows the home welcome content of the promotion', async () => {
  const { fetch } = renderHome(buildUser());

  expect(
    await screen.findByRole('heading', { name: 'Welcome to the Healthy Habits Challenge' }),
  ).toBeInTheDocument();
  expect(screen.getByText('one').tagName).toBe('STRONG');
  const request = fetch.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .find((url) => url.pathname === '/api/promotions/2/custom_content')!;
  expect(request.searchParams.get('category')).toBe('home');
});

test('shows the page in one go once the welcome text has answered (nothing moves down)', async () => {
  let answer = (_: MockResponse) => {};
  const held = new Promise<MockResponse>((resolve) => (answer = resolve));
  renderHome(buildUser({ total_points: 120 }), undefined, {
    ...worksRoutes(),
    'GET /api/promotions/2/custom_content': () => held,
  });

  expect(await screen.findByRole('heading', { name: 'Hello, Pat' })).toBeInTheDocument();
  expect(screen.getByText('Loading your home page')).toBeInTheDocument();
  expect(screen.queryByText('120 stars')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();

  answer(ok([welcomeContent]));
  expect(
    await screen.findByRole('heading', { name: 'Welcome to the Healthy Habits Challenge' }),
  ).toBeInTheDocument();
  expect(screen.getByText('120 stars')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  expect(screen.queryByText('Loading your home page')).not.toBeInTheDocument();
});

test('poster users are sent to the expert posts', async () => {
  const { router } = renderHome(buildUser({ role: 'Poster' }));
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/wallexpert/posts');
});

test('staff find the activity administration from home', async () => {
  renderHome(buildUser({ role: 'Coordinator' }));

  expect(await screen.findByRole('link', { name: 'Manage activities' })).toHaveAttribute(
    'href',
    '/activities?category=',
  );
});

test('a participant without points sees the logging tutorial until they say Got it', async () => {
  const { user, fetch } = renderHome(
    buildUser({ total_points: 0, has_seen_add_activities_tutorial: false }),
  );

  expect(
    await screen.findByRole('heading', { name: 'How to log your activities' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Choose a day.')).toBeInTheDocument();
  expect(screen.getByText('Log an activity.')).toBeInTheDocument();
  expect(screen.getByText('Answer quizzes.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Got it' }));

  await waitFor(() => expect(tutorial()).not.toBeInTheDocument());
  const [put] = flagRequests(fetch);
  expect(put.headers.get('X-Requested-With')).toBe('wellness');
  expect(await put.json()).toEqual({ value: true });
});

test('the tutorial comes back with the server’s message when Got it is refused', async () => {
  const { user } = renderHome(
    buildUser({ total_points: 0, has_seen_add_activities_tutorial: false }),
    { status: 503, body: { errors: ['Try again in a moment.'] } },
  );

  await user.click(await screen.findByRole('button', { name: 'Got it' }));

  expect(await screen.findByText('Try again in a moment.')).toBeInTheDocument();
  expect(tutorial()).toBeInTheDocument();
});

test('a participant who already has points skips the tutorial and it is marked seen', async () => {
  const { fetch } = renderHome(
    buildUser({ total_points: 15, has_seen_add_activities_tutorial: false }),
  );

  expect(await screen.findByText('15 stars')).toBeInTheDocument();
  await waitFor(() => expect(flagRequests(fetch)).toHaveLength(1));
  expect(await flagRequests(fetch)[0].json()).toEqual({ value: true });
  expect(tutorial()).not.toBeInTheDocument();
});

test('a participant who has seen the tutorial gets neither the tutorial nor a flag update', async () => {
  const { fetch } = renderHome(buildUser({ total_points: 0 }));

  expect(await screen.findByText('0 stars')).toBeInTheDocument();
  expect(tutorial()).not.toBeInTheDocument();
  expect(flagRequests(fetch)).toHaveLength(0);
});

test('a master has no current work: home shows no painting and asks for none', async () => {
  // No works route is answered: a works request would fail the test (setup-tests.ts).
  renderHome(buildUser({ role: 'Master', has_seen_add_activities_tutorial: true }), undefined, {});
  expect(
    await screen.findByRole('heading', { name: 'Welcome to the Healthy Habits Challenge' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Select Category' })).not.toBeInTheDocument();
});

test('a participant sees their painting on home', async () => {
  renderHome(buildUser(), undefined, worksRoutes(null));
  expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeVisible();
});

function renderHomeOn(dt: string) {
  mockFetch({
    'GET /api/users/me': ok(buildUser({ has_seen_add_activities_tutorial: true })),
    'GET /api/promotions/current': ok(
      buildPromotion({
        starts_on: '2026-01-05',
        logging_ends_on: '2026-03-01',
        weeks: 8,
        current_week: 1,
        has_logging_ended: false,
      }),
    ),
    'GET /api/promotions/2/custom_content': ok([welcomeContent]),
    ...worksRoutes(null),
  });
  renderWithProviders(<HomePage />, { route: `/home?dt=${dt}`, path: '/home' });
}

test('?dt sets the current date of home: its week', async () => {
  renderHomeOn('2026-01-20');
  expect(await screen.findByText('Demo Wellness Challenge: week 3 of 8')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeVisible();
});

test('?dt after the end of logging: the completed grid replaces the painting', async () => {
  renderHomeOn('2026-03-02');
  expect(await screen.findByRole('heading', { name: 'Completed Images' })).toBeVisible();
  expect(screen.getByText('You have not completed an image yet.')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Select Category' })).not.toBeInTheDocument();
});
