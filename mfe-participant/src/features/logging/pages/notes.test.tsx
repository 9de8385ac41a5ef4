import { act, screen, waitFor } from '@testing-library/react';
import { emitRealtimeEvent } from '@wellness/shared-ui/testing';
import { buildEntry, ok } from '../../../testing/fixtures';
import { holdRequests } from '../../../testing/hold-requests';
import { renderWeekPage, requestsTo, weekEntries } from '../../../testing/render-week-page';

const NOTES = '/api/entries/2026-01-09';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const { user, routes } = renderWeekPage();
  routes[`PUT ${NOTES}`] = ok(buildEntry('2026-01-09', { notes: 'Ran 5k' }));
  const release = holdRequests('PUT', NOTES);

  await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Ran 5k');
  await user.click(screen.getByRole('button', { name: 'Save notes' }));
  await act(() => pause(150));
  expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  expect(await screen.findByText('Saving…')).toBeInTheDocument();

  release();
  expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
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
  const { user } = renderWeekPage({ entries });
  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  expect(notes).toHaveValue('First');

  entries[1] = buildEntry('2026-01-09', { notes: 'From my phone' });
  act(() => emitRealtimeEvent('entryUpdated', entries[1]));
  await waitFor(() => expect(notes).toHaveValue('From my phone'));

  await user.type(notes, ' and more');
  entries[1] = buildEntry('2026-01-09', { notes: 'From my tablet' });
  act(() => emitRealtimeEvent('entryUpdated', entries[1]));
  await act(() => pause(200));
  expect(notes).toHaveValue('From my phone and more');
  // Cancel goes back to the latest saved notes, not to those the page opened with.
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(notes).toHaveValue('From my tablet');
});
