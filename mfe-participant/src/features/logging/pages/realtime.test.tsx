import { act, screen, waitFor, within } from '@testing-library/react';
import { emitRealtimeEvent } from '@wellness/shared-ui/testing';
import {
  renderWeekPage,
  requestsTo,
  sleepQuiz,
  weekActivities,
  weekEntries,
  weekUserActivities,
} from '../../../testing/render-week-page';

test('an activity logged in another tab appears without a reload (entryUpdated)', async () => {
  const entries = weekEntries();
  const { fetch } = renderWeekPage({ entries });
  await screen.findByRole('button', { name: 'Log Drink water' });
  const rowCalls = requestsTo(fetch, 'GET', '/api/users/10/user_activities').length;

  entries[1].entry_activities = [{ id: 12, activity_id: 2, feels_value: 0, point_value: 10 }];
  act(() => emitRealtimeEvent('entryUpdated', entries[1]));

  const card = screen.getByRole('article', { name: 'Drink water' });
  expect(await within(card).findByRole('button', { name: 'Unlog Drink water' })).toBeEnabled();
  expect(within(card).getByText('Logged · Really Good')).toBeInTheDocument();
  expect(requestsTo(fetch, 'GET', '/api/users/10/user_activities').length).toBeGreaterThan(
    rowCalls,
  );
});

test('a new total from another tab shows without a reload (userUpdated)', async () => {
  const { setPoints } = renderWeekPage();
  expect(await screen.findByText('Your points: 10')).toBeInTheDocument();

  setPoints(42);
  act(() => emitRealtimeEvent('userUpdated', {}));

  expect(await screen.findByText('Your points: 42')).toBeInTheDocument();
});

test('a quiz answered in another tab turns into a Log action (TriviaAnswered)', async () => {
  const activities = [...weekActivities(), sleepQuiz];
  const userActivities = weekUserActivities(activities);
  renderWeekPage({ activities, userActivities });
  await screen.findByRole('button', { name: 'Answer quiz: Read about sleep' });

  const row = userActivities.find((candidate) => candidate.activity_id === sleepQuiz.id)!;
  Object.assign(row, { id: 60, answered_correctly: true, date_answered: '2026-01-09' });
  act(() =>
    emitRealtimeEvent('TriviaAnswered', { activity_id: 5, recorded_on: '2026-01-09', points: 1 }),
  );

  expect(await screen.findByRole('button', { name: 'Log Read about sleep' })).toBeEnabled();
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Answer quiz/ })).not.toBeInTheDocument(),
  );
});
