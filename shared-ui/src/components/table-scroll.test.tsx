import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { TableScroll } from './table-scroll';

describe('TableScroll', () => {
  it('is a named region that the keyboard reaches, so a wide table can be scrolled without a mouse', async () => {
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <TableScroll label="Teams" minWidth={720}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Movers</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScroll>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Teams' });
    expect(region).toContainElement(screen.getByRole('table'));
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
