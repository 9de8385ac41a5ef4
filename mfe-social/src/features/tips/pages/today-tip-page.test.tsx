import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildTip, favorite, ok } from '../../../testing/fixtures';
import { TodayTipPage } from './today-tip-page';

const TIPS_URL = 'GET /api/promotions/2/custom_content';
// The test promotion runs from 2026-01-01; its current date 2026-01-05 is programme day 5.
const tips = [
  buildTip({ id: 1, days_from_start: 1, title: 'Drink water' }),
  buildTip({ id: 4, days_from_start: 4, title: 'Take the stairs', content: 'Skip the **lift**.' }),
  buildTip({ id: 6, days_from_start: 6, title: 'Tomorrow’s secret' }),
];

function renderToday(extra: MockRoutes = {}, promotion = buildPromotion()) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(promotion),
    [TIPS_URL]: ok(tips),
    'GET /api/custom_content_likes': ok([]),
    'POST /api/tips/4/shares': { status: 201 },
    ...extra,
  });
  return { fetch, ...renderWithProviders(<TodayTipPage />, { route: '/tips/today' }) };
}

const requests = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

test("shows the latest tip reached by today's programme day, not a future one", async () => {
  const { fetch } = renderToday();
  const tip = await screen.findByRole('article', { name: 'Take the stairs' });
  expect(within(tip).getByText('Day 4')).toBeInTheDocument();
  expect(within(tip).getByText('lift').tagName).toBe('STRONG');
  expect(within(tip).getByRole('link', { name: 'Take the stairs' })).toHaveAttribute(
    'href',
    '/tip/4',
  );
  expect(screen.queryByText('Tomorrow’s secret')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: "Today's Tip" })).toHaveAttribute('aria-selected', 'true');
  const [list] = requests(fetch, 'GET', '/api/promotions/2/custom_content');
  expect(new URL(list.url).searchParams.get('category')).toBe('tips');
});

test('before the first tip’s day there is no tip, with a way to all tips', async () => {
  renderToday({}, buildPromotion({ starts_on: '2026-01-10', has_started: false }));
  expect(
    await screen.findByText('Your first tip arrives when the program starts.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all tips' })).toHaveAttribute(
    'href',
    '/tips/all?category=all',
  );
});

test('a failed load says so and retries', async () => {
  const { user } = renderToday({ [TIPS_URL]: { status: 500 } });
  expect(await screen.findByText('Daily tip could not be found')).toBeInTheDocument();
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    [TIPS_URL]: ok(tips),
    'GET /api/custom_content_likes': ok([]),
  });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Take the stairs' })).toBeInTheDocument();
});

test('the favourite toggle shows and changes the pressed state', async () => {
  let favorites = [] as ReturnType<typeof favorite>[];
  const { user, fetch } = renderToday({
    'GET /api/custom_content_likes': () => ok(favorites),
    'POST /api/custom_content/4/user_like': () => {
      favorites = [favorite(tips[1])];
      return { status: 201, ...ok({ id: 1, likeable_id: 4 }) };
    },
    'DELETE /api/custom_content/4/user_like': () => {
      favorites = [];
      return ok({ id: 1, likeable_id: 4 });
    },
  });
  const tip = await screen.findByRole('article', { name: 'Take the stairs' });
  const toggle = within(tip).getByRole('button', { name: 'Favorite' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await user.click(toggle);
  await waitFor(() =>
    expect(within(tip).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  expect(requests(fetch, 'POST', '/api/custom_content/4/user_like')).toHaveLength(1);

  await user.click(within(tip).getByRole('button', { name: 'Favorite' }));
  await waitFor(() =>
    expect(within(tip).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    ),
  );
  expect(requests(fetch, 'DELETE', '/api/custom_content/4/user_like')).toHaveLength(1);
});

test('Share on the wall refuses a blank post, then posts the tip with the words', async () => {
  const { user, fetch } = renderToday({
    'POST /api/posts': { status: 201, ...ok({ id: 77 }) },
  });
  const tip = await screen.findByRole('article', { name: 'Take the stairs' });
  await user.click(within(tip).getByRole('button', { name: 'Share on the wall' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share on the wall' });
  await user.type(within(dialog).getByLabelText('Say something about this tip'), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Post' }));
  expect(
    await within(dialog).findByText('Oops, you need to write something before you post.'),
  ).toBeInTheDocument();
  expect(requests(fetch, 'POST', '/api/posts')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Say something about this tip'), 'Try this!');
  await user.click(within(dialog).getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Shared on the wall.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Share on the wall' })).not.toBeInTheDocument(),
  );
  const [posted] = requests(fetch, 'POST', '/api/posts');
  expect(await posted.json()).toEqual({
    content: '   Try this!',
    postable_type: 'Tip',
    postable_id: 4,
  });
});

test("the server's refusal shows in the dialog", async () => {
  const { user } = renderToday({
    'POST /api/posts': { status: 422, body: { errors: ['Shared content could not be found.'] } },
  });
  const tip = await screen.findByRole('article', { name: 'Take the stairs' });
  await user.click(within(tip).getByRole('button', { name: 'Share on the wall' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share on the wall' });
  await user.type(within(dialog).getByLabelText('Say something about this tip'), 'Hi');
  await user.click(within(dialog).getByRole('button', { name: 'Post' }));
  expect(await within(dialog).findByText('Shared content could not be found.')).toBeInTheDocument();
});

test('no share button when the wall is off', async () => {
  renderToday({}, buildPromotion({ is_wall_enabled: false }));
  const tip = await screen.findByRole('article', { name: 'Take the stairs' });
  expect(within(tip).queryByRole('button', { name: 'Share on the wall' })).not.toBeInTheDocument();
});
