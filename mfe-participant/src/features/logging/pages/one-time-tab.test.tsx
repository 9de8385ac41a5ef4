import { screen, within } from '@testing-library/react';
import { holdRequests } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import {
  journal,
  renderWeekPage,
  weekEntries,
  weekUserActivities,
} from '../../../testing/render-week-page';

const oneTimeTitles = () => screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);

test('a one-time activity leaves the one-time tab once it is logged', async () => {
  const entries = weekEntries();
  const userActivities = weekUserActivities();
  const { user, routes } = renderWeekPage({ entries, userActivities });
  routes['POST /api/entries/2026-01-09/entry_activities'] = () => {
    entries[1].entry_activities = [
      { id: 9, activity_id: journal.id, feels_value: 0, point_value: 10 },
    ];
    userActivities.find((row) => row.activity_id === journal.id)!.is_logged = true;
    return { status: 201, ...ok(entries[1], { total_points: 20 }) };
  };

  await user.click(await screen.findByRole('tab', { name: 'One-time' }));
  expect(oneTimeTitles()).toEqual(['Start a journal']);
  await user.click(screen.getByRole('button', { name: 'Log Start a journal' }));
  await user.click(await screen.findByRole('button', { name: 'Really Good' }));

  expect(await screen.findByText('No one-time activities left to log.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'All' }));
  const card = screen.getByRole('article', { name: 'Start a journal' });
  expect(within(card).getByText('Logged · Really Good')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Unlog Start a journal' })).toBeEnabled();
});

test('an unlogged one-time activity comes back to its tab before the lists are refetched', async () => {
  const entries = weekEntries();
  entries[1].entry_activities = [
    { id: 9, activity_id: journal.id, feels_value: 1, point_value: 10 },
  ];
  const userActivities = weekUserActivities().map((row) =>
    row.activity_id === journal.id ? { ...row, id: 40, is_logged: true } : row,
  );
  const { user, routes } = renderWeekPage({ entries, userActivities });
  routes['DELETE /api/entries/2026-01-09/entry_activities/3'] = () => {
    entries[1].entry_activities = [];
    userActivities.find((row) => row.id === 40)!.is_logged = false;
    return ok(entries[1], { total_points: 0 });
  };
  await user.click(await screen.findByRole('tab', { name: 'One-time' }));
  expect(screen.getByText('No one-time activities left to log.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'All' }));
  // The lists' refetch gets no answer until the end: the answer to the DELETE is enough.
  const releaseRefetch = holdRequests('GET', '/api/users/10/user_activities');
  await user.click(screen.getByRole('button', { name: 'Unlog Start a journal' }));
  await user.click(await screen.findByRole('button', { name: 'Unlog' }));

  expect(await screen.findByRole('button', { name: 'Log Start a journal' })).toBeEnabled();
  await user.click(screen.getByRole('tab', { name: 'One-time' }));
  expect(oneTimeTitles()).toEqual(['Start a journal']);
  releaseRefetch();
});

test('a one-time activity logged in another week stays out of its tab and cannot be logged again', async () => {
  const userActivities = weekUserActivities().map((row) =>
    row.activity_id === journal.id ? { ...row, id: 40, is_logged: true } : row,
  );
  const { user } = renderWeekPage({ userActivities });

  const log = await screen.findByRole('button', { name: 'Log Start a journal' });
  expect(log).toBeDisabled();
  expect(log).toHaveAccessibleDescription('One-time activity, already logged.');
  await user.click(screen.getByRole('tab', { name: 'One-time' }));
  expect(screen.getByText('No one-time activities left to log.')).toBeInTheDocument();
});
