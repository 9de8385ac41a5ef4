import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { TableScroll } from '@wellness/shared-ui';
import type { EligibilityRow } from '../api/dashboard-api';
import { eligibilityPaths } from '../lib/eligibility-paths';

export interface EligibilityTableProps {
  rows: EligibilityRow[];
  onDelete: (row: EligibilityRow) => void;
}

/** One page of eligibility rows, each with Edit and Delete. */
export function EligibilityTable({ rows, onDelete }: EligibilityTableProps) {
  return (
    <TableScroll label="Eligibility" minWidth={720}>
      <Table striped highlightOnHover>
        <VisuallyHidden component="caption">Eligibility</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Identifier</Table.Th>
            <Table.Th scope="col">First Name</Table.Th>
            <Table.Th scope="col">Last Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Registered</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={500}>
                {row.identifier}
              </Table.Th>
              <Table.Td>{row.first_name ?? ''}</Table.Td>
              <Table.Td>{row.last_name ?? ''}</Table.Td>
              <Table.Td>{row.email ?? ''}</Table.Td>
              <Table.Td>{row.registered ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={eligibilityPaths.edit(row.id)} size="sm">
                    Edit<VisuallyHidden> {row.identifier}</VisuallyHidden>
                  </Anchor>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
                    Delete<VisuallyHidden> {row.identifier}</VisuallyHidden>
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
