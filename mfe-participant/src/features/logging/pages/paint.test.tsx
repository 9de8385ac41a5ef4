import { screen, waitFor, within } from '@testing-library/react';
import { renderWeekPage } from '../../../testing/render-week-page';
import { PAINT_START_DELAY_MS } from '../lib/constants';

const card = async (name: string) => screen.findByRole('article', { name });

test('no current work: Start painting goes home after the paint start delay', async () => {
  const { router, user } = renderWeekPage({ currentWork: null });
  const walk = await card('Take a walk');
  const start = await within(walk).findByRole('button', { name: 'Start painting' });
  expect(within(walk).getByRole('button', { name: 'Log Take a walk' })).toBeEnabled();
  const clicked = Date.now();
  await user.click(start);
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(PAINT_START_DELAY_MS - 20);
});

test('a current work: Log alone (the log paints it), no Start painting', async () => {
  renderWeekPage({ currentWork: { id: 4 } });
  const walk = await card('Take a walk');
  expect(await within(walk).findByRole('button', { name: 'Log Take a walk' })).toBeEnabled();
  expect(within(walk).queryByRole('button', { name: 'Start painting' })).not.toBeInTheDocument();
});

test('a role without works is never asked to paint', async () => {
  renderWeekPage({ currentWork: null, me: { role: 'Master' } });
  const walk = await card('Take a walk');
  expect(await within(walk).findByRole('button', { name: 'Log Take a walk' })).toBeEnabled();
  expect(within(walk).queryByRole('button', { name: 'Start painting' })).not.toBeInTheDocument();
});
