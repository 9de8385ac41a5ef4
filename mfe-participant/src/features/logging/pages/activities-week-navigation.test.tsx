import { screen, within } from '@testing-library/react';
import { buildPromotion } from '@wellness/shared-ui/testing';
import { buildEntry } from '../../../testing/fixtures';
import { renderWeekPage, weekPromotion } from '../../../testing/render-week-page';

const loggedOn = (activity_id: number) => ({
  id: activity_id,
  activity_id,
  feels_value: 1,
  point_value: 10,
});

test('the week menu opens weeks up to the current one and disables later weeks', async () => {
  renderWeekPage();
  const weeks = await screen.findByRole('navigation', { name: 'Weeks' });

  expect(within(weeks).getByRole('link', { name: 'Week 1' })).toHaveAttribute(
    'href',
    '/activities/1',
  );
  expect(within(weeks).getByRole('link', { name: 'Week 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(weeks).getByRole('button', { name: 'Week 3' })).toBeDisabled();
  expect(within(weeks).getByRole('button', { name: 'Week 4' })).toBeDisabled();
  expect(within(weeks).queryByRole('link', { name: 'Week 3' })).not.toBeInTheDocument();
});

test('a future week in the address opens the current week instead', async () => {
  const { router } = renderWeekPage({ route: '/activities/3' });
  await screen.findByRole('navigation', { name: 'Days' });
  expect(router.state.location.pathname).toBe('/activities/2');
});

test('the day in the date parameter is chosen when the week has it', async () => {
  renderWeekPage({ route: '/activities/2?date=2026-01-08' });
  const days = await screen.findByRole('navigation', { name: 'Days' });
  expect(within(days).getByRole('link', { name: 'Thu, Jan 8' })).toHaveAttribute(
    'aria-current',
    'date',
  );
  expect(within(days).getByRole('link', { name: 'Fri, Jan 9' })).not.toHaveAttribute(
    'aria-current',
  );
});

test('without a date the last available day is chosen', async () => {
  renderWeekPage({ route: '/activities/2?date=2025-12-01' });
  const days = await screen.findByRole('navigation', { name: 'Days' });
  // Saturday is listed but not available, so Friday is the last day that can be logged.
  expect(within(days).getByRole('link', { name: 'Fri, Jan 9' })).toHaveAttribute(
    'aria-current',
    'date',
  );
});

test('the list shows activities open this week by category, and one-time ones in their tab', async () => {
  const { user } = renderWeekPage();
  expect(await screen.findByRole('region', { name: 'Fitness' })).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
  expect(titles).toEqual(['Take a walk', 'Start a journal', 'Drink water']);
  expect(screen.queryByText('Week four challenge')).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'One-time' }));
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Start a journal',
  ]);
});

test('logging is closed with its reason when the daily maximum is reached', async () => {
  const entries = [buildEntry('2026-01-09', { entry_activities: [loggedOn(1), loggedOn(2)] })];
  renderWeekPage({ entries });

  expect(await screen.findByText('Daily maximum reached')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log Start a journal' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Unlog Take a walk' })).toBeEnabled();
});

test('a locked day cannot be logged or unlogged', async () => {
  const entries = [buildEntry('2026-01-09', { locked: true, entry_activities: [loggedOn(1)] })];
  renderWeekPage({ entries });

  expect(await screen.findByText('This day is locked.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log Drink water' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Unlog Take a walk' })).toBeDisabled();
});

test('before the program starts the page says when logging opens', async () => {
  renderWeekPage({
    promotion: buildPromotion({ ...weekPromotion, has_started: false, current_week: 0 }),
  });
  expect(await screen.findByText(/Logging opens when the program starts/)).toBeInTheDocument();
});
