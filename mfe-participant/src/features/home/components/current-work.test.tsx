import { act, fireEvent, screen } from '@testing-library/react';
import { emitRealtimeEvent, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { buildWork, meRoute, worksRoutes } from '../../../testing/works-fixtures';
import type { Work } from '../api/works-api';
import { WorksSection } from './works-section';

const revealed = (count: number) =>
  screen.getByRole('img', { name: `Morning Ridge: ${count} of 20 segments revealed` });

const bodiesOf = (fetch: ReturnType<typeof mockFetch>, method: string, path: string) =>
  Promise.all(
    fetch.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => r.method === method && new URL(r.url).pathname === path)
      .map((r) => r.clone().json()),
  );

function renderWork(work: Work, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    ...meRoute,
    ...worksRoutes(work),
    ...extra,
  });
  renderWithProviders(<WorksSection role="User" promotionId={2} loggingEnded={false} />);
  return fetch;
}

/** Lets 750 ms of the animation pass (one frame). */
const frame = () => act(async () => void jest.advanceTimersByTime(750));

afterEach(() => jest.useRealTimers());

test('reveals the earned segments one per 750 ms, stops at the available count and saves it', async () => {
  jest.useFakeTimers();
  const work = buildWork({ segments_available: 3 });
  const fetch = renderWork(work, {
    'PUT /api/works/7': ok({ ...work, segments_revealed: 3 }),
  });
  expect(await screen.findByRole('img', { name: /0 of 20 segments revealed/ })).toBeVisible();
  await frame();
  expect(revealed(1)).toBeVisible();
  expect(revealed(1)).toHaveAttribute('src', '/api/works/7/image?segments=1');
  await frame();
  await frame();
  expect(revealed(3)).toBeVisible();
  await frame();
  await frame();
  expect(revealed(3)).toBeVisible();
  expect(await bodiesOf(fetch, 'PUT', '/api/works/7')).toEqual([{ segments_revealed: 3 }]);
  // Spec 1 s4: the reveal button is for a completed work only.
  expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
});

test('a segment earned live (userWorkUpdated) is revealed by itself', async () => {
  jest.useFakeTimers();
  const work = buildWork({ segments_available: 2, segments_revealed: 2 });
  renderWork(work, {
    'PUT /api/works/7': ok({ ...work, segments_available: 3, segments_revealed: 3 }),
  });
  expect(await screen.findByRole('img', { name: /2 of 20 segments revealed/ })).toBeVisible();
  await act(async () => emitRealtimeEvent('userWorkUpdated', { ...work, segments_available: 3 }));
  // The animation starts once the update has rendered; its first frame comes 750 ms later.
  await frame();
  await frame();
  expect(revealed(3)).toBeVisible();
});

test('a completed work waits for Reveal, runs to 20 and opens the full view once', async () => {
  jest.useFakeTimers();
  const work = buildWork({ segments_available: 20, segments_revealed: 18, completed: true });
  const done = { ...work, segments_revealed: 20, final_download_url: '/api/works/7/download' };
  const fetch = renderWork(work, { 'PUT /api/works/7': ok(done) });
  expect(await screen.findByRole('img', { name: /18 of 20 segments revealed/ })).toBeVisible();
  await frame();
  expect(revealed(18)).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
  expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  await frame();
  await frame();
  await frame();
  const fullView = await screen.findByRole('dialog', { name: 'Image Complete' });
  expect(fullView).toBeVisible();
  expect(await bodiesOf(fetch, 'PUT', '/api/works/7')).toEqual([{ segments_revealed: 20 }]);
  expect(screen.getByRole('region', { name: 'Image Complete' })).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await frame();
  expect(screen.queryByRole('dialog', { name: 'Image Complete' })).not.toBeInTheDocument();
});
