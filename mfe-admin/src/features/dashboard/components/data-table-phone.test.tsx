import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared-ui/testing';
import type { Column } from '../lib/columns';
import { emulateScreen } from '../../../testing/screen-width';
import { PHONE_QUERY } from '../../../lib/screen';
import { DataTable } from './data-table';

interface Person {
  id: number;
  name: string;
  email: string;
  points: number;
}

const columns: Column<Person>[] = [
  { key: 'name', header: 'Name', kind: 'string', value: (p) => p.name, onPhone: true },
  { key: 'email', header: 'Email', kind: 'string', value: (p) => p.email },
  { key: 'points', header: 'Points', kind: 'number', value: (p) => p.points, onPhone: true },
  {
    key: 'actions',
    header: 'Actions',
    kind: 'actions',
    render: (p) => <a href="#">Edit {p.name}</a>,
  },
];
const rows = [{ id: 1, name: 'Ana Lopez', email: 'ana@demo.test', points: 40 }];

const headers = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/Filter.*$/, '').trim());

test('on a phone the table keeps its key columns and actions, and says so', () => {
  const restore = emulateScreen('phone', PHONE_QUERY);
  try {
    renderWithProviders(
      <DataTable caption="People" rows={rows} columns={columns} rowKey={(p) => p.id} />,
    );
    expect(headers()).toEqual(['Name', 'Points', 'Actions']);
    expect(screen.getByRole('link', { name: 'Edit Ana Lopez' })).toBeInTheDocument();
    expect(screen.queryByText('ana@demo.test')).not.toBeInTheDocument();
    expect(
      screen.getByText('Key columns only on a small screen: a wider screen shows all 4.'),
    ).toBeInTheDocument();
  } finally {
    restore();
  }
});

test('on a laptop it shows every column', () => {
  const restore = emulateScreen('laptop', PHONE_QUERY);
  try {
    renderWithProviders(
      <DataTable caption="People" rows={rows} columns={columns} rowKey={(p) => p.id} />,
    );
    expect(headers()).toEqual(['Name', 'Email', 'Points', 'Actions']);
    expect(screen.getByText('ana@demo.test')).toBeInTheDocument();
    expect(screen.queryByText(/Key columns only/)).not.toBeInTheDocument();
  } finally {
    restore();
  }
});
