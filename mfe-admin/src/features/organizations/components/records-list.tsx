import { Button, Group, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';

interface ListQuery<T> {
  data?: T[];
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface RecordsListProps<T> {
  /** The page's title, the table's caption and the scroll region's name. */
  title: string;
  /** The button above the list: what it says and where it goes. */
  create: { label: string; to: string };
  query: ListQuery<T>;
  /** The title of the retry panel when the list cannot be loaded. */
  notLoaded: string;
  empty: { title: string; description: string };
  /** Column headings after Name (the row's heading). */
  columns: string[];
  minWidth: number;
  /** The cells after the name, one per column. */
  cells: (record: T) => ReactNode;
}

/**
 * A master's list of records (resellers, organizations): the title with its create button, the
 * loading, failed and empty states, and a table whose rows are headed by the record's name.
 */
export function RecordsList<T extends { id: number; name: string }>({
  title,
  create,
  query,
  notLoaded,
  empty,
  columns,
  minWidth,
  cells,
}: RecordsListProps<T>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        <Button component={Link} to={create.to}>
          {create.label}
        </Button>
      </Group>
      {isLoading ? <LoadingBlock label={`Loading ${title.toLowerCase()}`} /> : null}
      {error ? (
        <RetryPanel
          title={notLoaded}
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.length === 0 ? <EmptyState {...empty} /> : null}
      {data && data.length > 0 ? (
        <TableScroll label={title} minWidth={minWidth}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {['Name', ...columns].map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Th scope="row" fw={500}>
                    {record.name}
                  </Table.Th>
                  {cells(record)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
