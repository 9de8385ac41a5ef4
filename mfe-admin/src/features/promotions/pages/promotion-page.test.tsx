import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { PromotionPage } from './promotion-page';
import { RECENT_PROMOTIONS_KEY } from '../lib/recent-promotions';

const promotion = {
  id: 12,
  name: 'Spring Move',
  subdomain: 'spring',
  program_name: 'Move',
  program_length: 56,
  weeks: 8,
  starts_on: '2026-12-01',
  ends_on: '2027-01-25',
  is_parent: false,
  parent_promotion_id: null,
  organization_id: 3,
  organization_name: 'Acme',
  default_goal: 1000,
  disabled: false,
  is_launchpad: false,
  site_url: 'http://spring.localhost:8080/',
};

describe('the promotion page (/promotion/{id})', () => {
  beforeEach(() => localStorage.clear());

  it("shows 'Could not make Promotion a Parent. Contact a Developer.' when make parent fails", async () => {
    mockFetch({
      'GET /api/promotions/12': { body: { data: promotion, meta: {} } },
      'POST /api/promotions/12/make_parent': { status: 422, body: { errors: ['No.'] } },
    });
    const { user } = renderWithProviders(<PromotionPage />, {
      route: '/promotion/12',
      path: '/promotion/:promotionId',
    });
    await user.click(await screen.findByRole('button', { name: 'Make parent' }));
    expect(
      await screen.findByText('Could not make Promotion a Parent. Contact a Developer.'),
    ).toBeInTheDocument();
  });

  it('keeps the 6 most recent promotions in the browser, the newest first', async () => {
    const older = Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      name: `P${index + 1}`,
      subdomain: `p${index + 1}`,
    }));
    localStorage.setItem(RECENT_PROMOTIONS_KEY, JSON.stringify(older));
    mockFetch({ 'GET /api/promotions/12': { body: { data: promotion, meta: {} } } });
    renderWithProviders(<PromotionPage />, {
      route: '/promotion/12',
      path: '/promotion/:promotionId',
    });
    expect(await screen.findByRole('heading', { name: 'Spring Move' })).toBeInTheDocument();
    const recent = JSON.parse(localStorage.getItem(RECENT_PROMOTIONS_KEY)!);
    expect(recent.map((row: { id: number }) => row.id)).toEqual([12, 1, 2, 3, 4, 5]);
  });

  it('links the sub-screens that exist', async () => {
    mockFetch({ 'GET /api/promotions/12': { body: { data: promotion, meta: {} } } });
    renderWithProviders(<PromotionPage />, {
      route: '/promotion/12',
      path: '/promotion/:promotionId',
    });
    expect(await screen.findByRole('link', { name: 'Competitions' })).toHaveAttribute(
      'href',
      '/promotion/12/competitions',
    );
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/promotion/12/reports',
    );
    // Spec 3 s2's content and library screens.
    for (const [name, href] of [
      ['Tips', '/promotion/12/tips'],
      ['Thrive', '/promotion/12/thrive'],
      ['Profile photo library', '/promotion/12/profile_photo_library'],
      ['Questionnaire', '/promotion/12/emotional_fitness_survey'],
      ['End of programme', '/promotion/12/eop'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
