import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { EligibilityRows } from './eligibility-rows';

/** 45 staff: E2001 … E2045, every ninth one named Ng. */
const staff = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  identifier: `E${2001 + index}`,
  first_name: index % 9 === 0 ? 'Minh' : 'Sam',
  last_name: index % 9 === 0 ? 'Ng' : 'Staff',
  email: `e${2001 + index}@demo.test`,
  user_id: null,
  registered: false,
}));

function renderRows() {
  mockFetch({
    'GET /api/promotions/2/eligibilities': {
      body: { data: staff, meta: { total_records: staff.length } },
    },
  });
  return renderWithProviders(<EligibilityRows promotionId={2} />);
}

const identifiers = () =>
  within(screen.getByRole('table', { name: 'Eligibility' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the eligibility list at size', () => {
  it('shows 20 rows at a time with pages to move through', async () => {
    const { user } = renderRows();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(identifiers()).toHaveLength(20);
    expect(identifiers()[0]).toBe('E2001');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(identifiers()).toEqual(['E2041', 'E2042', 'E2043', 'E2044', 'E2045']);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(identifiers()[0]).toBe('E2021');
  });

  it('searches identifier, name and e-mail ignoring case, from the first page again', async () => {
    const { user } = renderRows();
    await screen.findByText('Showing 1–20 of 45');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await user.type(screen.getByRole('searchbox', { name: /Search eligibility/ }), ' NG ');
    expect(screen.getByText('Showing 1–5 of 5')).toBeInTheDocument();
    expect(identifiers()).toEqual(['E2001', 'E2010', 'E2019', 'E2028', 'E2037']);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: /Search eligibility/ }));
    await user.type(screen.getByRole('searchbox', { name: /Search eligibility/ }), 'e2045@');
    expect(identifiers()).toEqual(['E2045']);

    await user.type(screen.getByRole('searchbox', { name: /Search eligibility/ }), 'nobody');
    expect(screen.getByText('No eligibility records match "e2045@nobody".')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Eligibility' })).not.toBeInTheDocument();
  });
});
