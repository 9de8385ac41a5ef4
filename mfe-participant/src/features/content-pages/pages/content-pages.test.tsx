import { screen, within } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { recordPath } from '@wellness/shared-ui';
import type { ContentItem } from '@wellness/shared-ui';
import { LearnFrame } from '../components/learn-frame';
import { ActivityPrestartPage } from './activity-prestart-page';
import { HowItWorksPage } from './how-it-works-page';
import { ResourcesPage, WhyPage } from './learn-pages';

const item = (id: number, category: string, key: string, title: string, content: string) =>
  ({ id, key, category, title, content, image1: null, sequence: id }) as unknown as ContentItem;

const STEPS = [
  item(1, 'instruction_pages', 'prestart', 'Get ready', 'Logging opens on day one.'),
  item(2, 'instruction_pages', 'log_activities', '1. Log your activities', 'Tick what you did.'),
  item(3, 'instruction_pages', 'earn_points', '2. Earn points', 'Every activity counts.'),
];

type Answer = { status?: number; body?: unknown };

function serve(category: string, answer: Answer | Answer[]) {
  const answers = Array.isArray(answer) ? [...answer] : [answer];
  return mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    [`GET /api/promotions/2/custom_content?category=${category}&page_size=0&html=true`]: () =>
      answers.length > 1 ? answers.shift()! : answers[0],
  });
}
const items = (data: ContentItem[]) => ({ body: { data, meta: { total_records: data.length } } });

describe('How It Works', () => {
  test('shows the instruction steps under its h1, without the prestart introduction', async () => {
    serve('instruction_pages', items(STEPS));
    renderWithProviders(<HowItWorksPage />, { route: '/how-it-works' });
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: '1. Log your activities' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '2. Earn points' })).toBeVisible();
    expect(screen.queryByText('Get ready')).not.toBeInTheDocument();
  });

  test('goes back to the week of Activities the user came from', async () => {
    serve('instruction_pages', items(STEPS));
    recordPath('/activities/2?date=2026-03-03');
    const { user, router } = renderWithProviders(<HowItWorksPage />, {
      route: '/how-it-works',
      path: '/how-it-works',
    });
    await user.click(screen.getByRole('link', { name: '← Back to Activities' }));
    expect(router.state.location.pathname).toBe('/activities/2');
    expect(router.state.location.search).toBe('?date=2026-03-03');
  });

  test('goes back to Home when the user came from anywhere else', async () => {
    serve('instruction_pages', items(STEPS));
    recordPath('/leaderboard');
    const { user, router } = renderWithProviders(<HowItWorksPage />, {
      route: '/how-it-works',
      path: '/how-it-works',
    });
    await user.click(screen.getByRole('link', { name: '← Back to Home' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  test('shows the placeholder when the promotion has no steps', async () => {
    serve('instruction_pages', items([STEPS[0]]));
    renderWithProviders(<HowItWorksPage />);
    expect(await screen.findByText('Need content')).toBeVisible();
  });

  test('offers Retry when the content cannot be loaded, and shows it once it can', async () => {
    serve('instruction_pages', [{ status: 500, body: { errors: ['Down'] } }, items(STEPS)]);
    const { user } = renderWithProviders(<HowItWorksPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the content')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '1. Log your activities' })).toBeVisible();
  });
});

test('the prestart How It Works opens with the prestart introduction, then the steps', async () => {
  serve('instruction_pages', items(STEPS));
  renderWithProviders(<ActivityPrestartPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'Get ready',
    '1. Log your activities',
    '2. Earn points',
  ]);
});

describe('the learn area', () => {
  test('frames why and resources as tabs, each its own address', async () => {
    mockFetch({});
    const { user, router } = renderWithProviders(<LearnFrame />, {
      route: '/why-systain',
      path: '/why-systain',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Learn' }));
    expect(tabs.getByRole('tab', { name: 'Why' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs.getByRole('tab', { name: 'Resources' }));
    expect(router.state.location.pathname).toBe('/resources');
  });

  test('the why tab shows the learn content, the resources tab the resources', async () => {
    mockFetch({
      'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
      'GET /api/promotions/2/custom_content?category=learn&page_size=0&html=true': items([
        item(1, 'learn', 'why', 'Why small habits matter', 'Minutes, not marathons.'),
      ]),
      'GET /api/promotions/2/custom_content?category=resources&page_size=0&html=true': items([
        item(2, 'resources', 'sleep', 'Sleeping well', 'Keep a routine.'),
      ]),
    });
    const why = renderWithProviders(<WhyPage />);
    expect(await screen.findByRole('heading', { name: 'Why small habits matter' })).toBeVisible();
    why.unmount();
    renderWithProviders(<ResourcesPage />);
    expect(await screen.findByRole('heading', { name: 'Sleeping well' })).toBeVisible();
  });
});
