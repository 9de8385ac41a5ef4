import type { Role } from '@wellness/shared-ui';
import { dashboardDestination } from './dashboard-redirect';

const normal = {
  id: 2,
  is_launchpad: false,
  is_teams_enabled: true,
  is_eligibility_displayed: true,
};
const launchpad = { ...normal, id: 3, is_launchpad: true };

describe('dashboard root redirects (spec 3 "Root redirects")', () => {
  it.each<[Role, typeof normal | undefined, string | null]>([
    ['Master', normal, '/promotions'],
    ['Master', undefined, '/promotions'],
    ['Poster', normal, '/wallexpert/posts'],
    ['Coordinator', normal, '/coordinator/dashboard/stats'],
    ['Coordinator', launchpad, '/coordinator/dashboard/stats'],
    ['Super Coordinator', normal, '/coordinator/dashboard/stats'],
    ['Super Coordinator', launchpad, '/coordinator/dashboard/promotions/3/reports'],
    ['Reseller', launchpad, '/coordinator/dashboard/promotions/3/reports'],
    ['User', normal, '/home'],
    ['Location Coordinator', normal, '/home'],
    ['Coordinator', undefined, null],
  ])('sends a %s to the right place', (role, promotion, destination) => {
    expect(dashboardDestination(role, promotion)).toBe(destination);
  });
});
