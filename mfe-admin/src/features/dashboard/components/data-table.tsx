import 'mantine-datatable/styles.css';
import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { DataTable as MantineDataTable } from 'mantine-datatable';
import type { DataTableColumn } from 'mantine-datatable';
import { filterRows, formatCell } from '../lib/columns';
import type { Column } from '../lib/columns';
import { useRevealRows } from '../hooks/use-reveal-rows';
import { ColumnFilter } from './column-filter';
import { usePhone } from '../../../lib/screen';

export interface DataTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
}

const NO_FILTERS: Record<string, string> = {};
const rowAttributes = () => ({ 'data-testid': 'data-row' });

/**
 * The users table of spec 2 section 9 on mantine-datatable: typed columns, a filter per data
 * column (reset when the rows change), 20 rows at first and 20 more per scroll step.
 */
export function DataTable<Row>({ caption, rows, columns, rowKey }: DataTableProps<Row>) {
  const [filterState, setFilterState] = useState({ rows, generation: 0, values: NO_FILTERS });
  // New rows (a refetch, another promotion) clear every filter: adjusted while rendering.
  if (filterState.rows !== rows) {
    setFilterState({ rows, generation: filterState.generation + 1, values: NO_FILTERS });
  }
  const values = filterState.rows === rows ? filterState.values : NO_FILTERS;
  const filtered = useMemo(() => filterRows(rows, columns, values), [rows, columns, values]);
  const { count, hasMore, sentinel } = useRevealRows(filtered.length, filtered);
  const { generation } = filterState;
  const phone = usePhone();
  const shown = useMemo(
    () => (phone ? columns.filter((c) => c.onPhone || c.kind === 'actions') : columns),
    [phone, columns],
  );

  const tableColumns = useMemo<DataTableColumn<Row>[]>(() => {
    const setFilter = (key: string, value: string) =>
      setFilterState((current) =>
        current.rows === rows
          ? { ...current, values: { ...current.values, [key]: value } }
          : current,
      );
    return shown.map((column) => ({
      accessor: column.key,
      textAlign: column.kind === 'number' ? 'right' : 'left',
      // Filters line up along the bottom of the header whether or not its name wraps.
      titleStyle: { verticalAlign: 'bottom' },
      // The filter sits under its column's name, as the filter row did; the library keeps
      // titles on one line, but long names wrap here as they did, so the table fits the page.
      title: (
        <Stack gap={4} style={{ whiteSpace: 'normal' }}>
          <span>{column.header}</span>
          {column.kind === 'actions' ? null : (
            <ColumnFilter
              key={`${column.key}-${generation}`}
              header={column.header}
              onChange={(value) => setFilter(column.key, value)}
            />
          )}
        </Stack>
      ),
      render: (row: Row) =>
        column.kind === 'actions'
          ? column.render?.(row)
          : formatCell(column.kind, column.value?.(row) ?? null),
    }));
  }, [shown, rows, generation]);

  return (
    <>
      <MantineDataTable<Row>
        // The heading above names the table on screen; this names it for assistive technology.
        aria-label={caption}
        striped
        highlightOnHover
        verticalSpacing="xs"
        // On a phone the key columns and the row's actions fit the width with tighter cells.
        horizontalSpacing={phone ? 6 : 'xs'}
        styles={{ table: { minWidth: phone ? undefined : 900 } }}
        // A wide table scrolls sideways with its scrollbar shown, as a native overflow does.
        scrollAreaProps={{ type: 'auto' }}
        records={filtered.slice(0, count)}
        columns={tableColumns}
        idAccessor={rowKey}
        customRowAttributes={rowAttributes}
        // The library's "No records" overlay stays in the page even under rows (hidden only by
        // opacity): left empty, as before; the count below says when filters match nothing.
        emptyState={<span />}
      />
      {phone && shown.length < columns.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          Key columns only on a small screen: a wider screen shows all {columns.length}.
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
        Showing {count} of {filtered.length}
        {filtered.length === rows.length ? '' : ` (filtered from ${rows.length})`}
      </Text>
      {hasMore ? <div ref={sentinel} data-testid="more-rows" style={{ height: 1 }} /> : null}
    </>
  );
}
