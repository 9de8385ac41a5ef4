import { act, screen, waitFor } from '@testing-library/react';
import { emitRealtimeEvent, holdRequests, startFakeClock } from '@wellness/shared-ui/testing';
import type { AppStore } from '@wellness/shared-ui';
import { loggingApi } from '../api/logging-api';
import { buildEntry, ok } from '../../../testing/fixtures';
import { renderWeekPage, requestsTo, weekEntries } from '../../../testing/render-week-page';

const NOTES = '/api/entries/2026-01-09';

afterEach(() => jest.useRealTimers());

/** The notes of 2026-01-09 as the page last received them from the server (week 2). */
const receivedNotes = (store: AppStore) =>
  loggingApi.endpoints.getWeekEntries
    .select(2)(store.getState())
    .data?.find((entry) => entry.recorded_on === '2026-01-09')?.notes;

function withSavedNotes(notes: string) {
  const entries = weekEntries();
  entries[1] = buildEntry('2026-01-09', { notes });
  return entries;
}

test('notes are saved on Save', async () => {
  const { user, fetch, routes } = renderWeekPage();
  routes[`PUT ${NOTES}`] = ok(buildEntry('2026-01-09', { notes: 'Slept well' }));

  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  await user.type(notes, 'Slept well');
  await user.click(screen.getByRole('button', { name: 'Save notes' }));

  expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
  expect(notes).toHaveValue('Slept well');
  expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  const [put] = requestsTo(fetch, 'PUT', NOTES);
  expect(await put.json()).toEqual({ notes: 'Slept well' });
});

test('Cancel puts the saved notes back without saving', async () => {
  const { user, fetch } = renderWeekPage({ entries: withSavedNotes('Walked to work') });

  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  expect(notes).toHaveValue('Walked to work');
  await user.clear(notes);
  await user.type(notes, 'Something else');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(notes).toHaveValue('Walked to work');
  expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  expect(requestsTo(fetch, 'PUT', NOTES)).toHaveLength(0);
});

test('"Saving…" appears only when the save takes longer than 300 ms', async () => {
  const { user, advance, until } = startFakeClock();
  const { routes } = renderWeekPage();
  routes[`PUT ${NOTES}`] = ok(buildEntry('2026-01-09', { notes: 'Ran 5k' }));
  const release = holdRequests('PUT', NOTES);

  await until(() => screen.getByRole('textbox', { name: 'Notes' }));
  await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Ran 5k');
  const save = screen.getByRole('button', { name: 'Save notes' });
  await user.click(save);
  // The save is on its way (the server holds it): the button shows it is busy.
  await until(() => expect(save).toHaveAttribute('data-loading'));
  advance(299);
  expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  advance(1);
  expect(screen.getByText('Saving…')).toBeInTheDocument();

  release();
  await until(() => screen.getByText('Notes saved.'));
  expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
});

test('a refused save keeps the text and shows the first server message', async () => {
  const { user, routes } = renderWeekPage();
  routes[`PUT ${NOTES}`] = { status: 422, body: { errors: ['This day is locked.', 'other'] } };

  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  await user.type(notes, 'Too late');
  await user.click(screen.getByRole('button', { name: 'Save notes' }));

  expect(await screen.findByText('Could not save notes')).toBeInTheDocument();
  expect(screen.getByText('This day is locked.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save notes' })).toBeEnabled());
  expect(notes).toHaveValue('Too late');
});

test('notes saved in another tab replace the shown notes unless they are being edited', async () => {
  const entries = withSavedNotes('First');
  const { user, store } = renderWeekPage({ entries });
  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  expect(notes).toHaveValue('First');

  entries[1] = buildEntry('2026-01-09', { notes: 'From my phone' });
  act(() => emitRealtimeEvent('entryUpdated', entries[1]));
  await waitFor(() => expect(notes).toHaveValue('From my phone'));

  await user.type(notes, ' and more');
  entries[1] = buildEntry('2026-01-09', { notes: 'From my tablet' });
  act(() => emitRealtimeEvent('entryUpdated', entries[1]));
  // The page has the tablet's notes, and leaves the edit in progress alone.
  await waitFor(() => expect(receivedNotes(store)).toBe('From my tablet'));
  expect(notes).toHaveValue('From my phone and more');
  // Cancel goes back to the latest saved notes, not to those the page opened with.
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(notes).toHaveValue('From my tablet');
});
