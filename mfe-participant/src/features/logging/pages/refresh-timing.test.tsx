import { screen, waitFor, within } from '@testing-library/react';
import {
  renderWeekPage,
  requestsTo,
  sleepQuiz,
  weekActivities,
} from '../../../testing/render-week-page';

type Fetch = ReturnType<typeof renderWeekPage>['fetch'];

/** Starts a clock; `refetched()` resolves with the ms until the week's lists were fetched again. */
function watchLists(fetch: Fetch) {
  const count = () => [
    requestsTo(fetch, 'GET', '/api/entries').length,
    requestsTo(fetch, 'GET', '/api/users/10/user_activities').length,
  ];
  const [entries, rows] = count();
  const start = Date.now();
  return async () => {
    await waitFor(() => expect(count()).toEqual([entries + 1, rows + 1]), { timeout: 6000 });
    return Date.now() - start;
  };
}

test('the lists are refetched 1.5 s after a log closes its dialog', async () => {
  const { user, fetch } = renderWeekPage();
  await user.click(await screen.findByRole('button', { name: 'Log Take a walk' }));
  const feels = await screen.findByRole('dialog', { name: 'How did it feel?' });

  const refetched = watchLists(fetch);
  await user.click(within(feels).getByRole('button', { name: 'Great' }));

  expect(await refetched()).toBeGreaterThanOrEqual(1500);
});

test('the lists are refetched 1 s after the quiz dialog closes', async () => {
  const { user, fetch } = renderWeekPage({ activities: [...weekActivities(), sleepQuiz] });
  await user.click(await screen.findByRole('button', { name: 'Answer quiz: Read about sleep' }));
  const quiz = await screen.findByRole('dialog', { name: 'Quiz: Read about sleep' });

  const refetched = watchLists(fetch);
  await user.click(within(quiz).getByRole('button', { name: 'Cancel' }));

  expect(await refetched()).toBeGreaterThanOrEqual(1000);
});
