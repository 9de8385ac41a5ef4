import { screen } from '@testing-library/react';
import { buildPromotion } from '@wellness/shared-ui/testing';
import { buildEntry } from '../../../testing/fixtures';
import {
  renderWeekPage,
  weekEntries,
  sleepQuiz,
  weekActivities,
  weekPromotion,
} from '../../../testing/render-week-page';

const loggedOn = (activity_id: number) => ({
  id: activity_id,
  activity_id,
  feels_value: 1,
  point_value: 10,
});
const withQuiz = () => [...weekActivities(), sleepQuiz];

test('the daily maximum blocks another log, while a quiz can still be answered', async () => {
  const entries = [buildEntry('2026-01-09', { entry_activities: [loggedOn(1), loggedOn(2)] })];
  renderWeekPage({ entries, activities: withQuiz() });

  const log = await screen.findByRole('button', { name: 'Log Start a journal' });
  expect(log).toBeDisabled();
  expect(log).toHaveAccessibleDescription('Daily maximum reached');
  expect(screen.getByRole('button', { name: 'Unlog Drink water' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Answer quiz: Read about sleep' })).toBeEnabled();
});

test('a day that can no longer be logged says so and takes no logs, quiz answers or notes', async () => {
  renderWeekPage({ route: '/activities/2?date=2026-01-10', activities: withQuiz() });

  expect(await screen.findByText('This day can no longer be logged.')).toBeInTheDocument();
  for (const name of ['Take a walk', 'Drink water', 'Read about sleep']) {
    expect(screen.getByRole('button', { name: `Log ${name}` })).toBeDisabled();
  }
  expect(screen.queryByRole('button', { name: /Answer quiz/ })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Save notes' })).not.toBeInTheDocument();
});

test('once logging has ended nothing can be logged, and the page says why', async () => {
  const promotion = buildPromotion({ ...weekPromotion, has_logging_ended: true });
  // The server locks every day once logging has ended.
  const entries = weekEntries().map((entry) => ({ ...entry, locked: true, available: false }));
  renderWeekPage({ promotion, entries });

  expect(await screen.findByText('Logging has ended.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log Take a walk' })).toHaveAccessibleDescription(
    'Logging has ended.',
  );
});
