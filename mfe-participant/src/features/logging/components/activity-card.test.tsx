import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared-ui/testing';
import { buildActivity, buildEntry, buildUserActivity } from '../../../testing/fixtures';
import type { Entry } from '../api/types';
import { activityCardState } from '../lib/bottom-action';
import { ActivityCard } from './activity-card';

const walk = buildActivity({ id: 7, name: 'Take a walk' });
const quiz = buildActivity({ id: 7, name: 'Read about sleep', question: 'How many hours?' });
const logged = { id: 1, activity_id: 7, feels_value: 1, point_value: 10 };
const other = (id: number) => ({ id, activity_id: 100 + id, feels_value: 0, point_value: 10 });

interface Arrange {
  activity?: typeof walk;
  entry?: Partial<Entry>;
  answered?: boolean;
  /** A current work exists (default): 'logging'; none: 'paint'. */
  hasWork?: boolean;
}

/** A card as the day's list renders it: its state chosen by the logging rules. */
function renderCard({
  activity = walk,
  entry = {},
  answered = false,
  hasWork = true,
}: Arrange = {}) {
  const day = buildEntry('2026-11-20', entry);
  const state = activityCardState({
    activity,
    entry: day,
    promotion: { has_logging_ended: false, max_activities_day: 2 },
    userActivity: buildUserActivity({ activity_id: activity.id, answered_correctly: answered }),
    hasWork,
  });
  const on = { onLog: jest.fn(), onUnlog: jest.fn(), onAnswer: jest.fn(), onPaint: jest.fn() };
  const view = renderWithProviders(
    <ActivityCard
      activity={activity}
      {...state}
      logged={day.entry_activities.find((row) => row.activity_id === activity.id)}
      bookmarked={false}
      pointLabel="point"
      pointLabelPlural="points"
      reason={
        state.action === 'locked' || state.action === 'blocked'
          ? { text: 'Closed for this day.' }
          : undefined
      }
      onToggleBookmark={jest.fn()}
      {...on}
    />,
  );
  const card = screen.getByRole('article', { name: activity.name });
  const buttons = () =>
    within(card)
      .getAllByRole('button')
      .filter((button) => !/bookmark/i.test(button.getAttribute('aria-label') ?? ''))
      .map((button) => `${button.textContent}${button.hasAttribute('disabled') ? ' (off)' : ''}`);
  return { ...view, card, on, buttons };
}

test('not logged: Log, and no status', () => {
  const { card, buttons } = renderCard();
  expect(buttons()).toEqual(['Log']);
  expect(within(card).queryByText(/Logged ·/)).not.toBeInTheDocument();
});

test('no work yet (paint): Start painting beside Log, each doing its own', async () => {
  const { card, buttons, on, user } = renderCard({ hasWork: false });
  expect(buttons()).toEqual(['Start painting', 'Log']);
  await user.click(within(card).getByRole('button', { name: 'Start painting' }));
  expect(on.onPaint).toHaveBeenCalledTimes(1);
  await user.click(within(card).getByRole('button', { name: 'Log Take a walk' }));
  expect(on.onLog).toHaveBeenCalledWith(walk);
});

test('a quiz not answered and no work: the quiz comes first, no Start painting', () => {
  const { buttons } = renderCard({ activity: quiz, hasWork: false });
  expect(buttons()).toEqual(['Answer quiz']);
});

test('logged: says so with the feeling, and Unlog undoes it', async () => {
  const { card, buttons, on, user } = renderCard({ entry: { entry_activities: [logged] } });
  expect(within(card).getByText('Logged · Great')).toBeInTheDocument();
  expect(buttons()).toEqual(['Unlog']);
  await user.click(within(card).getByRole('button', { name: 'Unlog Take a walk' }));
  expect(on.onUnlog).toHaveBeenCalledWith(walk);
});

test('a quiz not yet answered nor logged: Answer quiz only', () => {
  const { card, buttons } = renderCard({ activity: quiz });
  expect(buttons()).toEqual(['Answer quiz']);
  expect(within(card).queryByText('Quiz answered')).not.toBeInTheDocument();
});

test('a quiz logged but not answered: logged, Answer quiz, and Unlog to undo the log', async () => {
  const { card, buttons, on, user } = renderCard({
    activity: quiz,
    entry: { entry_activities: [logged] },
  });
  expect(within(card).getByText('Logged · Great')).toBeInTheDocument();
  expect(buttons()).toEqual(['Unlog', 'Answer quiz']);
  await user.click(within(card).getByRole('button', { name: 'Unlog Read about sleep' }));
  expect(on.onUnlog).toHaveBeenCalledWith(quiz);
  await user.click(within(card).getByRole('button', { name: 'Answer quiz: Read about sleep' }));
  expect(on.onAnswer).toHaveBeenCalledWith(quiz);
});

test('a quiz answered but not logged: says so, and Log is offered', () => {
  const { card, buttons } = renderCard({ activity: quiz, answered: true });
  expect(within(card).getByText('Quiz answered')).toBeInTheDocument();
  expect(buttons()).toEqual(['Log']);
});

test('a quiz answered and logged: both said, and Unlog undoes the log', () => {
  const { card, buttons } = renderCard({
    activity: quiz,
    answered: true,
    entry: { entry_activities: [logged] },
  });
  expect(within(card).getByText('Logged · Great')).toBeInTheDocument();
  expect(within(card).getByText('Quiz answered')).toBeInTheDocument();
  expect(buttons()).toEqual(['Unlog']);
});

test('a locked day: the log is still shown, its control is off and says why', () => {
  const { card, buttons } = renderCard({
    activity: quiz,
    answered: true,
    entry: { locked: true, entry_activities: [logged] },
  });
  expect(within(card).getByText('Logged · Great')).toBeInTheDocument();
  expect(within(card).getByText('Quiz answered')).toBeInTheDocument();
  expect(buttons()).toEqual(['Unlog (off)']);
  expect(
    within(card).getByRole('button', { name: 'Unlog Read about sleep' }),
  ).toHaveAccessibleDescription('Closed for this day.');
});

test('a blocked day (daily maximum reached): Log is off and says why', () => {
  const { card, buttons } = renderCard({ entry: { entry_activities: [other(1), other(2)] } });
  expect(buttons()).toEqual(['Log (off)']);
  expect(within(card).getByRole('button', { name: 'Log Take a walk' })).toHaveAccessibleDescription(
    'Closed for this day.',
  );
});
