import { Anchor, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { TableScroll } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { usePhone } from '../../../lib/screen';
import type { PromotionSummary } from '../api/promotions-api';

const DATE_FORMAT = 'MMM D, YYYY';

const formatDate = (value: string | null) => (value ? dayjs(value).format(DATE_FORMAT) : '—');

interface PromotionColumn {
  header: string;
  cell: (promotion: PromotionSummary) => ReactNode;
  onPhone?: boolean;
}

const COLUMNS: PromotionColumn[] = [
  { header: 'Subdomain', cell: (p) => p.subdomain, onPhone: true },
  { header: '#Weeks', cell: (p) => p.weeks },
  { header: 'Reg. Start', cell: (p) => formatDate(p.registration_starts_on) },
  { header: 'Reg. Ends', cell: (p) => formatDate(p.registration_ends_on) },
  { header: 'Launch', cell: (p) => formatDate(p.launch_on), onPhone: true },
];

export interface PromotionsTableProps {
  promotions: PromotionSummary[];
}

/** The promotions a master manages, one row each; on a phone, name, subdomain and launch. */
export function PromotionsTable({ promotions }: PromotionsTableProps) {
  const phone = usePhone();
  const columns = phone ? COLUMNS.filter((column) => column.onPhone) : COLUMNS;
  return (
    <TableScroll label="All promotions" minWidth={phone ? 0 : 640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>All promotions</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {promotions.map((promotion) => (
            <Table.Tr key={promotion.id}>
              <Table.Th scope="row" fw={500}>
                {promotion.name}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(promotion)}</Table.Td>
              ))}
              <Table.Td>
                {/* Spec 3 s2 actions: view, reports, users, eop. */}
                <Group gap="sm" wrap="nowrap">
                  <Anchor component={Link} to={paths['promotion.view'](promotion.id)}>
                    View<VisuallyHidden> {promotion.name}</VisuallyHidden>
                  </Anchor>
                  <Anchor component={Link} to={paths['promotion.reports'](promotion.id)}>
                    Reports<VisuallyHidden> of {promotion.name}</VisuallyHidden>
                  </Anchor>
                  <Anchor component={Link} to={paths['promotion.users'](promotion.id)}>
                    Users<VisuallyHidden> of {promotion.name}</VisuallyHidden>
                  </Anchor>
                  <Anchor component={Link} to={paths['promotion.eop'](promotion.id)}>
                    EOP<VisuallyHidden> of {promotion.name}</VisuallyHidden>
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
