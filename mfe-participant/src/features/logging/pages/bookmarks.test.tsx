import { screen, waitFor, within } from '@testing-library/react';
import { holdRequests } from '@wellness/shared-ui/testing';
import { buildUserActivity, ok } from '../../../testing/fixtures';
import { renderWeekPage, requestsTo, weekUserActivities } from '../../../testing/render-week-page';

const ROWS = '/api/users/10/user_activities';

test('bookmarking puts the activity in the Bookmarked tab at once, then saves it', async () => {
  const { user, fetch, routes } = renderWeekPage();
  routes[`POST ${ROWS}`] = {
    status: 201,
    ...ok(buildUserActivity({ id: 31, activity_id: 1, is_active: true })),
  };
  const release = holdRequests('POST', ROWS);

  const bookmark = await screen.findByRole('button', { name: 'Bookmark Take a walk' });
  expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await user.click(bookmark);
  // Optimistic: pressed while the server has not answered (the POST is held).
  await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
  expect(requestsTo(fetch, 'POST', ROWS)).toHaveLength(0);
  await user.click(screen.getByRole('tab', { name: 'Bookmarked' }));
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Take a walk',
  ]);
  release();

  await waitFor(() => expect(requestsTo(fetch, 'POST', ROWS)).toHaveLength(1));
  const [post] = requestsTo(fetch, 'POST', ROWS);
  expect(await post.json()).toEqual({ activity_id: 1, is_active: true });
});

test('removing a bookmark updates the stored row and empties the tab', async () => {
  const userActivities = weekUserActivities().map((row) =>
    row.activity_id === 1 ? { ...row, id: 31, is_active: true } : row,
  );
  const { user, fetch, routes } = renderWeekPage({ userActivities });
  routes[`PUT ${ROWS}/31`] = ok({ ...userActivities[0], is_active: false });

  await user.click(await screen.findByRole('tab', { name: 'Bookmarked' }));
  const card = screen.getByRole('article', { name: 'Take a walk' });
  const bookmark = within(card).getByRole('button', { name: 'Bookmark Take a walk' });
  expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await user.click(bookmark);

  expect(await screen.findByText(/Nothing bookmarked yet/)).toBeInTheDocument();
  const [put] = requestsTo(fetch, 'PUT', `${ROWS}/31`);
  expect(await put.json()).toEqual({ is_active: false });
});

test('a refused bookmark undoes itself and says why', async () => {
  const { user, routes } = renderWeekPage();
  routes[`POST ${ROWS}`] = { status: 422, body: { errors: ['Activity could not be found'] } };

  const bookmark = await screen.findByRole('button', { name: 'Bookmark Drink water' });
  await user.click(bookmark);

  expect(await screen.findByText('Could not bookmark activity')).toBeInTheDocument();
  expect(screen.getByText('Activity could not be found')).toBeInTheDocument();
  await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
  await user.click(screen.getByRole('tab', { name: 'Bookmarked' }));
  expect(screen.getByText(/Nothing bookmarked yet/)).toBeInTheDocument();
});
