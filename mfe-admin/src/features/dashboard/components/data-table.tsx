import { useMemo, useState } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { filterRows, formatCell } from '../lib/columns';
import type { Column } from '../lib/columns';
import { useRevealRows } from '../hooks/use-reveal-rows';
import { ColumnFilter } from './column-filter';

export interface DataTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
}

const NO_FILTERS: Record<string, string> = {};

/**
 * The users table of spec 2 section 9: typed columns, a filter per data column (reset when
 * the rows change), 20 rows at first and 20 more per scroll step.
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
  const setFilter = (key: string, value: string) =>
    setFilterState((current) =>
      current.rows === rows ? { ...current, values: { ...current.values, [key]: value } } : current,
    );

  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="xs">
          {/* The heading above names the table on screen; the caption names it for assistive technology. */}
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta={column.kind === 'number' ? 'right' : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  {column.kind === 'actions' ? null : (
                    <ColumnFilter
                      key={`${column.key}-${filterState.generation}`}
                      header={column.header}
                      onChange={(value) => setFilter(column.key, value)}
                    />
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filtered.slice(0, count).map((row) => (
              <Table.Tr key={rowKey(row)} data-testid="data-row">
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.kind === 'number' ? 'right' : undefined}>
                    {column.kind === 'actions'
                      ? column.render?.(row)
                      : formatCell(column.kind, column.value?.(row) ?? null)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
        Showing {count} of {filtered.length}
        {filtered.length === rows.length ? '' : ` (filtered from ${rows.length})`}
      </Text>
      {hasMore ? <div ref={sentinel} data-testid="more-rows" style={{ height: 1 }} /> : null}
    </>
  );
}
