import { act, screen, within } from '@testing-library/react';
import { startFakeClock } from '@wellness/shared-ui/testing';
import {
  renderWeekPage,
  requestsTo,
  sleepQuiz,
  weekActivities,
} from '../../../testing/render-week-page';

type Fetch = ReturnType<typeof renderWeekPage>['fetch'];

afterEach(() => jest.useRealTimers());

/** How many times each of the week's lists (entries, user activities) has been fetched. */
const listFetches = (fetch: Fetch) => ({
  entries: requestsTo(fetch, 'GET', '/api/entries').length,
  userActivities: requestsTo(fetch, 'GET', '/api/users/10/user_activities').length,
});

/** Not refetched 1 ms before `ms` (anything the clock started has begun), refetched at it. */
async function expectRefetchAt(
  { advance, until }: ReturnType<typeof startFakeClock>,
  fetch: Fetch,
  before: ReturnType<typeof listFetches>,
  ms: number,
) {
  advance(ms - 1);
  await act(async () => undefined);
  expect(listFetches(fetch)).toEqual(before);
  advance(1);
  await until(() =>
    expect(listFetches(fetch)).toEqual({
      entries: before.entries + 1,
      userActivities: before.userActivities + 1,
    }),
  );
}

test('the lists are refetched 1.5 s after a log closes its dialog', async () => {
  const clock = startFakeClock();
  const { user, until } = clock;
  const { fetch } = renderWeekPage();
  await until(() => screen.getByRole('button', { name: 'Log Take a walk' }));
  await user.click(screen.getByRole('button', { name: 'Log Take a walk' }));
  await until(() => screen.getByRole('dialog', { name: 'How did it feel?' }));
  const feels = screen.getByRole('dialog', { name: 'How did it feel?' });

  await user.click(within(feels).getByRole('button', { name: 'Great' }));
  // The log is saved and its dialog closes, the clock standing still.
  await until(() =>
    expect(screen.getByRole('button', { name: 'Unlog Take a walk' })).toBeVisible(),
  );
  await expectRefetchAt(clock, fetch, listFetches(fetch), 1500);
});

test('the lists are refetched 1 s after the quiz dialog closes', async () => {
  const clock = startFakeClock();
  const { user, until } = clock;
  const { fetch } = renderWeekPage({ activities: [...weekActivities(), sleepQuiz] });
  await until(() => screen.getByRole('button', { name: 'Answer quiz: Read about sleep' }));
  await user.click(screen.getByRole('button', { name: 'Answer quiz: Read about sleep' }));
  await until(() => screen.getByRole('dialog', { name: 'Quiz: Read about sleep' }));
  const quiz = screen.getByRole('dialog', { name: 'Quiz: Read about sleep' });
  const before = listFetches(fetch);

  await user.click(within(quiz).getByRole('button', { name: 'Cancel' }));
  await expectRefetchAt(clock, fetch, before, 1000);
});
