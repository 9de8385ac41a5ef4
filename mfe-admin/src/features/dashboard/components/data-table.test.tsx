import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { renderWithProviders, startFakeClock } from '@wellness/shared-ui/testing';
import type { Column } from '../lib/columns';
import { DataTable } from './data-table';

interface Person {
  id: number;
  name: string;
  points: number;
}

const people = (count: number, prefix = 'Person'): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${prefix} ${index + 1}`,
    points: index,
  }));

const columns: Column<Person>[] = [
  { key: 'name', header: 'Name', kind: 'string', value: (p) => p.name },
  { key: 'points', header: 'Points', kind: 'number', value: (p) => p.points },
];

/** The sentinel's IntersectionObserver, driven by the test. */
let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
beforeEach(() => {
  observed = [];
  window.IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof IntersectionObserver;
});

const scrollToEnd = () =>
  act(() => {
    observed.at(-1)?.([{ isIntersecting: true }]);
  });

const bodyRows = () => screen.getAllByTestId('data-row');

function Harness({ initial }: { initial: Person[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <Button onClick={() => setRows(people(30, 'Fresh'))}>Reload rows</Button>
      <DataTable caption="People" rows={rows} columns={columns} rowKey={(p) => p.id} />
    </>
  );
}

describe('DataTable (the users table of spec 2 section 9)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows 20 rows, then 20 more per scroll step after a short delay', async () => {
    renderWithProviders(<Harness initial={people(45)} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();

    scrollToEnd();
    expect(bodyRows()).toHaveLength(20); // not before the 100 ms delay
    await waitFor(() => expect(bodyRows()).toHaveLength(40));

    scrollToEnd();
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
    expect(screen.queryByTestId('more-rows')).not.toBeInTheDocument();
  });

  it('filters a column once typing pauses and clears the filters when the rows change', async () => {
    // On the fake clock: a slow machine's typing must not count as the pause.
    const { user, advance } = startFakeClock();
    renderWithProviders(<Harness initial={people(45)} />);
    const filter = screen.getByRole('textbox', { name: 'Filter Name' });
    await user.type(filter, 'Person 4');
    advance(399); // spec 2: table filter typing debounces 400 ms
    expect(bodyRows()).toHaveLength(20); // debounced: nothing yet
    advance(1);
    expect(bodyRows()).toHaveLength(7); // 4, 40..45
    expect(within(bodyRows()[0]).getByText('Person 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload rows' }));
    expect(screen.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 30')).toBeInTheDocument();
    expect(screen.getByText('Fresh 1')).toBeInTheDocument();
  });

  it('has no filter for the actions column', () => {
    renderWithProviders(
      <DataTable
        caption="People"
        rows={people(2)}
        columns={[
          ...columns,
          { key: 'actions', header: 'Actions', kind: 'actions', render: (p) => `Act ${p.id}` },
        ]}
        rowKey={(p) => p.id}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Filter Actions' })).not.toBeInTheDocument();
    expect(screen.getByText('Act 2')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });
});

describe('DataTable windows (spec 2 section 9: 20 rows, 20 more per scroll step after 100 ms)', () => {
  afterEach(() => jest.useRealTimers());

  it('adds the next 20 rows only once 100 ms have passed since the scroll step', () => {
    jest.useFakeTimers();
    renderWithProviders(<Harness initial={people(65)} />);
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[19]).getByText('Person 20')).toBeInTheDocument();

    scrollToEnd();
    act(() => jest.advanceTimersByTime(99));
    expect(bodyRows()).toHaveLength(20);
    act(() => jest.advanceTimersByTime(1));
    expect(bodyRows()).toHaveLength(40);
    expect(within(bodyRows()[39]).getByText('Person 40')).toBeInTheDocument();
    expect(screen.getByText('Showing 40 of 65')).toBeInTheDocument();
  });

  it('adds one step per 100 ms however often the end of the table is reached meanwhile', () => {
    jest.useFakeTimers();
    renderWithProviders(<Harness initial={people(65)} />);
    scrollToEnd();
    scrollToEnd();
    scrollToEnd();
    act(() => jest.advanceTimersByTime(100));
    expect(bodyRows()).toHaveLength(40);
  });

  it('shows the last partial step, then stops watching for more', () => {
    jest.useFakeTimers();
    renderWithProviders(<Harness initial={people(25)} />);
    expect(screen.getByTestId('more-rows')).toBeInTheDocument();
    scrollToEnd();
    act(() => jest.advanceTimersByTime(100));
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.queryByTestId('more-rows')).not.toBeInTheDocument();
  });

  it('shows every row and no more-rows marker when there are 20 or fewer', () => {
    renderWithProviders(<Harness initial={people(20)} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.queryByTestId('more-rows')).not.toBeInTheDocument();
  });

  it('starts again at the first 20 rows when a filter changes what is shown', async () => {
    const { user } = renderWithProviders(<Harness initial={people(65)} />);
    scrollToEnd();
    await waitFor(() => expect(bodyRows()).toHaveLength(40));

    await user.type(screen.getByRole('textbox', { name: 'Filter Points' }), '2');
    // Points are 0..64: those containing a 2 are 2, 12, 20..29, 32, 42, 52, 62 (16 rows).
    await waitFor(() =>
      expect(screen.getByText('Showing 16 of 16 (filtered from 65)')).toBeInTheDocument(),
    );
    expect(bodyRows()).toHaveLength(16);
    expect(screen.queryByTestId('more-rows')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Filter Points' }));
    await waitFor(() => expect(screen.getByText('Showing 20 of 65')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(20);
  });

  it('says when the filters match nothing, with no rows and no "No records" text', async () => {
    const { user } = renderWithProviders(<Harness initial={people(45)} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'Nobody');
    expect(await screen.findByText('Showing 0 of 0 (filtered from 45)')).toBeInTheDocument();
    expect(screen.queryAllByTestId('data-row')).toHaveLength(0);
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
  });

  it('names the table, its columns and its filters for assistive technology', () => {
    renderWithProviders(<Harness initial={people(3)} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Points']);
    expect(within(table).getByRole('textbox', { name: 'Filter Name' })).toBeInTheDocument();
    expect(within(table).getByRole('textbox', { name: 'Filter Points' })).toBeInTheDocument();
  });
});
