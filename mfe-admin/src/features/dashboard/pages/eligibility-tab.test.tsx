import { screen, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { EligibilityTab } from './eligibility-tab';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };

describe('EligibilityTab', () => {
  it('lists the eligibility records with whether each registered', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities': {
        body: {
          data: [
            {
              id: 1,
              identifier: 'E1001',
              first_name: 'Ada',
              last_name: 'Eligible',
              email: 'e1001@demo.test',
              user_id: null,
              registered: false,
            },
            {
              id: 2,
              identifier: 'E1002',
              first_name: 'Ben',
              last_name: 'Eligible',
              email: null,
              user_id: 9,
              registered: true,
            },
          ],
          meta: { total_records: 2 },
        },
      },
    });
    renderWithProviders(<EligibilityTab />);
    const row = await screen.findByRole('row', { name: /E1002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ben', 'Eligible', '', 'Yes']);
  });

  it("says 'Eligibilities could not be loaded.' on failure", async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities': { status: 500, body: { errors: ['x'] } },
    });
    renderWithProviders(<EligibilityTab />);
    expect(await screen.findByText('Eligibilities could not be loaded.')).toBeInTheDocument();
  });
});
