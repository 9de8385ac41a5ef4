import { Table } from '@mantine/core';
import dayjs from 'dayjs';
import type { PromotionSummary } from '../api/promotions-api';

const DATE_FORMAT = 'MMM D, YYYY';

const formatDate = (value: string | null) => (value ? dayjs(value).format(DATE_FORMAT) : '—');

export interface PromotionsTableProps {
  promotions: PromotionSummary[];
}

/** The promotions a master manages, one row each. */
export function PromotionsTable({ promotions }: PromotionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>All promotions</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Subdomain</Table.Th>
            <Table.Th scope="col">#Weeks</Table.Th>
            <Table.Th scope="col">Reg. Start</Table.Th>
            <Table.Th scope="col">Reg. Ends</Table.Th>
            <Table.Th scope="col">Launch</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {promotions.map((promotion) => (
            <Table.Tr key={promotion.id}>
              <Table.Th scope="row" fw={500}>
                {promotion.name}
              </Table.Th>
              <Table.Td>{promotion.subdomain}</Table.Td>
              <Table.Td>{promotion.weeks}</Table.Td>
              <Table.Td>{formatDate(promotion.registration_starts_on)}</Table.Td>
              <Table.Td>{formatDate(promotion.registration_ends_on)}</Table.Td>
              <Table.Td>{formatDate(promotion.launch_on)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
