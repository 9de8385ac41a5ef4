import { act, screen, waitFor, within } from '@testing-library/react';
import { buildUser, emitRealtimeEvent } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { renderWeekPage, requestsTo } from '../../../testing/render-week-page';

const FLAG = '/api/users/me/flags/show_goal_hit';

test('the goal-hit popup shows once and closing it clears the flag', async () => {
  const { user, fetch, routes } = renderWeekPage({ me: { show_goal_hit: true, default_goal: 5 } });
  routes[`PUT ${FLAG}`] = ok(buildUser({ total_points: 10, show_goal_hit: false }));

  const dialog = await screen.findByRole('dialog', { name: 'Goal reached!' });
  expect(dialog).toHaveTextContent('You reached your goal of 5 points. You now have 10 points.');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(requestsTo(fetch, 'PUT', FLAG)).toHaveLength(1));
  expect(await requestsTo(fetch, 'PUT', FLAG)[0].json()).toEqual({ value: false });

  // users/me is refetched (another tab changed the user) and still says true: no second popup.
  const meCalls = requestsTo(fetch, 'GET', '/api/users/me').length;
  act(() => emitRealtimeEvent('userUpdated', buildUser({ show_goal_hit: true })));
  await waitFor(() =>
    expect(requestsTo(fetch, 'GET', '/api/users/me').length).toBeGreaterThan(meCalls),
  );
  expect(screen.queryByRole('dialog', { name: 'Goal reached!' })).not.toBeInTheDocument();
});

test('no popup while the goal has not been reached', async () => {
  renderWeekPage();
  await screen.findByRole('tab', { name: 'All' });
  expect(screen.queryByRole('dialog', { name: 'Goal reached!' })).not.toBeInTheDocument();
});
