import { screen, within } from '@testing-library/react';
import { buildEntry } from '../../../testing/fixtures';
import { renderWeekPage, sentRequests } from '../../../testing/render-week-page';

const DUPLICATE = { status: 422, body: { errors: ['Entry has already been taken'] } };

test('logging an activity asks how it felt, posts the answer and raises the points', async () => {
  const { user, fetch } = renderWeekPage();
  expect(await screen.findByText('Your points: 10')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Log Take a walk' }));
  const dialog = await screen.findByRole('dialog', { name: 'How did it feel?' });
  await user.click(within(dialog).getByRole('button', { name: 'Great' }));

  expect(await screen.findByText('Your points: 20')).toBeInTheDocument();
  const walkCard = screen.getByRole('article', { name: 'Take a walk' });
  expect(within(walkCard).getByText('Logged · Great')).toBeInTheDocument();
  expect(within(walkCard).getByRole('button', { name: 'Unlog Take a walk' })).toBeEnabled();

  const [post] = sentRequests(fetch, 'POST');
  expect(post.url).toMatch(/\/api\/entries\/2026-01-09\/entry_activities$/);
  expect(post.headers.get('X-Requested-With')).toBe('wellness');
  expect(await post.json()).toEqual({ activity_id: 1, feels_value: 1 });
});

test('each feeling is sent with its own value', async () => {
  const { user, fetch, routes } = renderWeekPage();
  routes['POST /api/entries/2026-01-09/entry_activities'] = DUPLICATE;

  await user.click(await screen.findByRole('button', { name: 'Log Drink water' }));
  await user.click(await screen.findByRole('button', { name: 'Really Good' }));
  await screen.findByText('Activity has already been logged today');
  await user.click(screen.getByRole('button', { name: 'Good' }));

  const bodies = await Promise.all(sentRequests(fetch, 'POST').map((r) => r.json()));
  expect(bodies).toEqual([
    { activity_id: 2, feels_value: 0 },
    { activity_id: 2, feels_value: -1 },
  ]);
});

test('a duplicate log is reported as already logged today and the points stay', async () => {
  const { user, routes } = renderWeekPage();
  routes['POST /api/entries/2026-01-09/entry_activities'] = DUPLICATE;

  await user.click(await screen.findByRole('button', { name: 'Log Drink water' }));
  await user.click(await screen.findByRole('button', { name: 'Great' }));

  expect(await screen.findByText('Activity has already been logged today')).toBeInTheDocument();
  expect(screen.queryByText('Entry has already been taken')).not.toBeInTheDocument();
  expect(screen.getByText('Your points: 10')).toBeInTheDocument();
});

test('other logging errors show the first server message', async () => {
  const { user, routes } = renderWeekPage();
  routes['POST /api/entries/2026-01-09/entry_activities'] = {
    status: 422,
    body: { errors: ['Logging has ended for this promotion', 'second message'] },
  };

  await user.click(await screen.findByRole('button', { name: 'Log Drink water' }));
  await user.click(await screen.findByRole('button', { name: 'Great' }));

  expect(await screen.findByText('Logging has ended for this promotion')).toBeInTheDocument();
  expect(screen.queryByText('second message')).not.toBeInTheDocument();
});

test('unlogging asks for confirmation before removing the activity', async () => {
  const loggedWater = { id: 7, activity_id: 2, feels_value: -1, point_value: 10 };
  const entries = [buildEntry('2026-01-09', { entry_activities: [loggedWater] })];
  const { user, fetch, routes } = renderWeekPage({ entries });
  routes['DELETE /api/entries/2026-01-09/entry_activities/2'] = () => {
    entries[0].entry_activities = [];
    return { body: { data: entries[0], meta: { total_points: 0 } } };
  };

  const waterCard = await screen.findByRole('article', { name: 'Drink water' });
  expect(within(waterCard).getByText('Logged · Good')).toBeInTheDocument();
  await user.click(within(waterCard).getByRole('button', { name: 'Unlog Drink water' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unlog activity?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(sentRequests(fetch, 'DELETE')).toHaveLength(0);

  await user.click(within(waterCard).getByRole('button', { name: 'Unlog Drink water' }));
  await user.click(await screen.findByRole('button', { name: 'Unlog' }));

  expect(await screen.findByRole('button', { name: 'Log Drink water' })).toBeEnabled();
  expect(sentRequests(fetch, 'DELETE')).toHaveLength(1);
});
