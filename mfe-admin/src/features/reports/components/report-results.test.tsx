import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { ReportRun } from '../api/reports-api';
import { RunResult } from './run-result';

const runOf = (count: number, label = 'Person'): ReportRun => ({
  fields: [
    { id: 'first_name', display_name: 'First Name' },
    { id: 'days_logged', display_name: 'Days Logged' },
  ],
  rows: Array.from({ length: count }, (_, i) => [`${label} ${i + 1}`, i]),
  limited: false,
});

const table = () => screen.getByRole('table', { name: 'Report results' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const showMore = () => screen.queryByRole('button', { name: 'Show more' });

/** The page's part: each run gets a new id, as RTK Query's requestId does. */
function Runs({ first }: { first: ReportRun }) {
  const [current, setCurrent] = useState({ run: first, id: 'run-1' });
  return (
    <>
      <Button onClick={() => setCurrent({ run: runOf(45, 'Next'), id: 'run-2' })}>Run again</Button>
      <RunResult running={false} error={null} run={current.run} runId={current.id} filename="r" />
    </>
  );
}

function renderRun(run: ReportRun) {
  // Showing rows asks the server nothing: no request is expected.
  const fetchMock = mockFetch({});
  return { ...renderWithProviders(<Runs first={run} />), fetchMock };
}

describe('report results (spec 3 section 9: 20 rows at a time)', () => {
  it('shows the first 20 rows under the run’s field names', () => {
    const { fetchMock } = renderRun(runOf(45));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['First Name', 'Days Logged']);
    expect(bodyRows()).toHaveLength(20);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Person 1', '0']);
    expect(within(bodyRows()[19]).getByText('Person 20')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 45 rows')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds 20 rows per Show more, then the last few, then offers no more', async () => {
    const { user } = renderRun(runOf(45));
    await user.click(showMore()!);
    expect(bodyRows()).toHaveLength(40);
    expect(within(bodyRows()[39]).getByText('Person 40')).toBeInTheDocument();
    expect(screen.getByText('Showing 40 of 45 rows')).toBeInTheDocument();
    await user.click(showMore()!);
    expect(bodyRows()).toHaveLength(45);
    expect(screen.getByText('Showing 45 of 45 rows')).toBeInTheDocument();
    expect(showMore()).not.toBeInTheDocument();
  });

  it('Show more works from the keyboard', async () => {
    const { user } = renderRun(runOf(30));
    await user.tab(); // Run again
    await user.tab(); // Export CSV
    await user.tab();
    expect(showMore()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(30);
  });

  it('offers no Show more when the run has 20 rows or fewer', () => {
    renderRun(runOf(20));
    expect(bodyRows()).toHaveLength(20);
    expect(showMore()).not.toBeInTheDocument();
  });

  it('shows an empty cell for a null value', () => {
    const run = runOf(1);
    run.rows = [['Pat', null]];
    renderRun(run);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Pat', '']);
  });

  it('starts again at 20 rows for the next run', async () => {
    const { user } = renderRun(runOf(45));
    await user.click(showMore()!);
    expect(bodyRows()).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[0]).getByText('Next 1')).toBeInTheDocument();
  });
});
