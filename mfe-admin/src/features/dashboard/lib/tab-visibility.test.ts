import type { Role } from '@wellness/shared-ui';
import { tabOfPath, tabPath, visibleTabs } from './tab-visibility';
import type { TabPromotion } from './tab-visibility';

const promotion = (flags: Partial<TabPromotion> = {}): TabPromotion => ({
  is_launchpad: false,
  is_teams_enabled: false,
  is_eligibility_displayed: false,
  ...flags,
});

const ALL = [
  'stats',
  'reports',
  'participants',
  'teams',
  'promotional_tools',
  'flagged_posts',
  'eligibility',
];
const BASE = ['stats', 'reports', 'participants', 'promotional_tools', 'flagged_posts'];

describe('dashboard tab visibility (spec 3 section 2)', () => {
  it.each<[string, Role, Partial<TabPromotion>, string[]]>([
    ['a coordinator, no teams or eligibility', 'Coordinator', {}, BASE],
    [
      'a coordinator with everything on',
      'Coordinator',
      { is_teams_enabled: true, is_eligibility_displayed: true },
      ALL,
    ],
    [
      'Teams only when teams are enabled',
      'Coordinator',
      { is_teams_enabled: true },
      ['stats', 'reports', 'participants', 'teams', 'promotional_tools', 'flagged_posts'],
    ],
    [
      'Eligibility only when eligibility is displayed',
      'Coordinator',
      { is_eligibility_displayed: true },
      [...BASE, 'eligibility'],
    ],
    [
      'a super coordinator on a launchpad: Reports only',
      'Super Coordinator',
      { is_launchpad: true, is_teams_enabled: true, is_eligibility_displayed: true },
      ['reports'],
    ],
    ['a reseller on a launchpad: Reports only', 'Reseller', { is_launchpad: true }, ['reports']],
    [
      'a super coordinator on a normal promotion: every enabled tab',
      'Super Coordinator',
      { is_teams_enabled: true, is_eligibility_displayed: true },
      ALL,
    ],
    [
      'a coordinator on a launchpad: no Promotional Tools',
      'Coordinator',
      { is_launchpad: true, is_teams_enabled: true },
      ['stats', 'reports', 'participants', 'teams', 'flagged_posts'],
    ],
    [
      'a master on a launchpad: no Promotional Tools, not restricted to Reports',
      'Master',
      { is_launchpad: true },
      ['stats', 'reports', 'participants', 'flagged_posts'],
    ],
  ])('%s', (_case, role, flags, expected) => {
    expect(visibleTabs(role, promotion(flags))).toEqual(expected);
  });

  it('gives each tab its address, Reports with the promotion in it', () => {
    expect(tabPath('stats', 2)).toBe('/coordinator/dashboard/stats');
    expect(tabPath('flagged_posts', 2)).toBe('/coordinator/dashboard/dashboard/flagged_posts');
    expect(tabPath('reports', 3)).toBe('/coordinator/dashboard/promotions/3/reports');
  });

  it('reads the tab and any promotion from an address', () => {
    expect(tabOfPath('/coordinator/dashboard/teams')).toEqual({ tab: 'teams' });
    expect(tabOfPath('/coordinator/dashboard/promotions/3/reports')).toEqual({
      tab: 'reports',
      promotionId: 3,
    });
    expect(tabOfPath('/coordinator/dashboard/dashboard/flagged_posts').tab).toBe('flagged_posts');
    expect(tabOfPath('/coordinator/dashboard')).toEqual({ tab: null });
  });
});
