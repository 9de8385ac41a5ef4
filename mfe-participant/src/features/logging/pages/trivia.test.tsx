import { screen, waitFor, within } from '@testing-library/react';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildEntry, buildUserActivity, ok } from '../../../testing/fixtures';
import {
  renderWeekPage,
  requestsTo,
  sleepQuiz,
  weekActivities,
} from '../../../testing/render-week-page';

const CHECK = 'POST /api/check_answer';
const activities = [...weekActivities(), sleepQuiz];

/** The server's answer to a right answer for `day`, and the points it makes the total. */
function rightAnswer(routes: MockRoutes, day: string, setPoints: (points: number) => void) {
  routes[CHECK] = () => {
    setPoints(11);
    const user_activity = buildUserActivity({ id: 50, activity_id: 5, answered_correctly: true });
    const entry = buildEntry(day, { trivia_points: 1, total_points: 1 });
    const data = { correct: true, points_awarded: 1, recorded_on: day, entry, user_activity };
    return ok(data, { total_points: 11 });
  };
}

async function openQuiz(user: ReturnType<typeof renderWeekPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Answer quiz: Read about sleep' }));
  return screen.findByRole('dialog', { name: 'Quiz: Read about sleep' });
}

test('a right answer awards the quiz points and the activity can then be logged', async () => {
  const { user, fetch, routes, setPoints } = renderWeekPage({ activities });
  rightAnswer(routes, '2026-01-09', setPoints);
  expect(await screen.findByText('Your points: 10')).toBeInTheDocument();

  const dialog = await openQuiz(user);
  const answers = within(dialog).getByRole('radiogroup', { name: sleepQuiz.question! });
  // Keyboard: the first answer, then the arrow key moves to the next one.
  await user.click(within(answers).getByRole('radio', { name: '4 to 5' }));
  await user.keyboard('{ArrowDown}');
  expect(within(answers).getByRole('radio', { name: '7 to 9' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));

  expect(await screen.findByText('You earned 1 point.')).toBeInTheDocument();
  expect(await screen.findByText('Your points: 11')).toBeInTheDocument();
  expect(screen.queryByText(/Your quiz points were added/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Log Read about sleep' })).toBeEnabled();
  const [check] = requestsTo(fetch, 'POST', '/api/check_answer');
  expect(await check.json()).toEqual({ activity_id: 5, answer_idx: 1, recorded_on: '2026-01-09' });
});

test.each([422, 500])(
  'a failure with status %i counts as a wrong answer and may be tried again',
  async (status) => {
    const { user, routes, setPoints } = renderWeekPage({ activities });
    routes[CHECK] = { status, body: { errors: ['That is not the right answer.'] } };

    const dialog = await openQuiz(user);
    await user.click(within(dialog).getByRole('radio', { name: '4 to 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That is not the right answer.',
    );

    rightAnswer(routes, '2026-01-09', setPoints);
    await user.click(within(dialog).getByRole('radio', { name: '7 to 9' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('You earned 1 point.')).toBeInTheDocument();
  },
);

test('a 406 shows its first error as a toast and closes the quiz', async () => {
  const { user, routes } = renderWeekPage({ activities });
  routes[CHECK] = { status: 406, body: { errors: ['You have already answered this question.'] } };

  const dialog = await openQuiz(user);
  await user.click(within(dialog).getByRole('radio', { name: '7 to 9' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));

  expect(await screen.findByText('You have already answered this question.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByText(/not the right answer/)).not.toBeInTheDocument();
});

test('a right answer on an earlier day says the points were added to that day', async () => {
  const { user, fetch, routes, setPoints } = renderWeekPage({
    activities,
    route: '/activities/2?date=2026-01-08',
  });
  rightAnswer(routes, '2026-01-08', setPoints);

  const dialog = await openQuiz(user);
  await user.click(within(dialog).getByRole('radio', { name: '7 to 9' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));

  expect(
    await screen.findByText('Your quiz points were added to Thursday, January 8.'),
  ).toBeInTheDocument();
  const [check] = requestsTo(fetch, 'POST', '/api/check_answer');
  expect((await check.json()).recorded_on).toBe('2026-01-08');
});

test('submitting without choosing an answer asks for one', async () => {
  const { user, fetch } = renderWeekPage({ activities });
  const dialog = await openQuiz(user);
  await user.click(within(dialog).getByRole('button', { name: 'Submit answer' }));
  expect(await within(dialog).findByText('Choose an answer.')).toBeInTheDocument();
  expect(requestsTo(fetch, 'POST', '/api/check_answer')).toHaveLength(0);
});
