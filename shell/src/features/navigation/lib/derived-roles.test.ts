import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import type { PromotionOverrides } from '@wellness/shared-ui/testing';
import { ROLES } from '@wellness/shared-ui';
import { deriveNavRoles } from './derived-roles';
import type { NavPromotion, NavRole, NavUser } from './derived-roles';

const roles = (
  user: Partial<NavUser> = {},
  promotion?: (PromotionOverrides & { is_goal_page_enabled?: boolean }) | null,
) =>
  [
    ...deriveNavRoles(
      buildUser(user) as NavUser,
      promotion === null ? undefined : (buildPromotion(promotion ?? {}) as NavPromotion),
    ),
  ].sort();

const has = (
  role: NavRole,
  user: Partial<NavUser>,
  promotion?: PromotionOverrides & { is_goal_page_enabled?: boolean },
) => roles(user, promotion).includes(role);

describe('derived navigation roles (spec 1 s4)', () => {
  it('gives a participant of the started demo its role, its groups and the promotion’s state', () => {
    expect(roles()).toEqual(
      [
        'User',
        'Participant',
        'PromotionStarted',
        'Wall',
        'Buddies',
        'Leaderboard',
        'JustStarted',
      ].sort(),
    );
  });

  it.each([
    ['User', ['User', 'Participant']],
    ['Coordinator', ['Coordinator', 'Participant', 'Staff']],
    ['Location Coordinator', ['Location Coordinator', 'Participant']],
    ['Regional Coordinator', ['Regional Coordinator', 'Participant']],
    ['Super Coordinator', ['Super Coordinator', 'Staff', 'DashboardOnly']],
    ['Reseller', ['Reseller', 'Staff', 'DashboardOnly']],
    ['Master', ['Master', 'Staff', 'DashboardOnly']],
    ['Poster', ['Poster']],
    ['Tutorial', ['Tutorial', 'Participant']],
  ] as const)('derives %s’s own roles from the user role', (role, expected) => {
    const own = roles({ role }, null);
    expect(own).toEqual([...expected].sort());
  });

  it('covers every user role', () => {
    for (const role of ROLES) expect(roles({ role }, null)).toContain(role);
  });

  it('gives promotion-state roles only with a promotion', () => {
    expect(roles({}, null)).toEqual(['Participant', 'User']);
  });

  it('splits started and prestart, and the wall into Wall and PrestartWall', () => {
    expect(roles({}, { has_started: false })).toEqual(
      ['User', 'Participant', 'Prestart', 'PrestartWall', 'Buddies', 'Leaderboard'].sort(),
    );
    expect(has('Wall', {}, { has_started: true })).toBe(true);
    expect(has('PrestartWall', {}, { has_started: true })).toBe(false);
    expect(has('Wall', {}, { is_wall_enabled: false })).toBe(false);
    expect(has('PrestartWall', {}, { is_wall_enabled: false, has_started: false })).toBe(false);
  });

  it('turns Buddies on with the buddy feature', () => {
    expect(has('Buddies', {}, { is_buddy_feature_displayed: true })).toBe(true);
    expect(has('Buddies', {}, { is_buddy_feature_displayed: false })).toBe(false);
  });

  it.each([
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])(
    'Leaderboard with individual %s and location %s boards: %s (spec 2 s2)',
    (individual, location, expected) => {
      const promotion = {
        is_show_individual_leaderboard: individual,
        is_show_location_leaderboard: location,
      };
      expect(has('Leaderboard', {}, promotion)).toBe(expected);
    },
  );

  it('TeamCompetition with teams, TeamCompetitionInProgress while the competition runs', () => {
    expect(has('TeamCompetition', {}, { is_teams_enabled: true })).toBe(true);
    expect(has('TeamCompetition', {}, { is_teams_enabled: false })).toBe(false);
    const running = { is_teams_enabled: true, current_competition: { during_competition: true } };
    expect(has('TeamCompetitionInProgress', {}, running)).toBe(true);
    expect(has('TeamCompetitionInProgress', {}, { is_teams_enabled: true })).toBe(false);
    expect(has('TeamCompetitionInProgress', {}, { ...running, is_teams_enabled: false })).toBe(
      false,
    );
  });

  it('OnTeam for a team member, OnOfficialTeam when that team is official', () => {
    expect(has('OnTeam', { team_id: 4 })).toBe(true);
    expect(has('OnTeam', { team_id: null })).toBe(false);
    expect(has('OnOfficialTeam', { team_id: 4, on_official_team: true })).toBe(true);
    expect(has('OnOfficialTeam', { team_id: 4, on_official_team: false })).toBe(false);
    expect(has('OnOfficialTeam', { team_id: 4 })).toBe(false);
    expect(has('OnOfficialTeam', { team_id: null, on_official_team: true })).toBe(false);
  });

  it('NeedTeam when enrolment is active and the user is not on a team', () => {
    const enrolling = { is_teams_enabled: true, current_competition: { during_enrollment: true } };
    expect(has('NeedTeam', { team_id: null }, enrolling)).toBe(true);
    expect(has('NeedTeam', { team_id: 4 }, enrolling)).toBe(false);
    expect(has('NeedTeam', { team_id: null }, { is_teams_enabled: true })).toBe(false);
    expect(has('NeedTeam', { team_id: null }, { ...enrolling, current_competition: null })).toBe(
      false,
    );
    expect(has('NeedTeam', { team_id: null }, { ...enrolling, is_teams_enabled: false })).toBe(
      false,
    );
  });

  it('gives no team roles to dashboard-only users', () => {
    const enrolling = { is_teams_enabled: true, current_competition: { during_enrollment: true } };
    expect(has('NeedTeam', { role: 'Master', team_id: null }, enrolling)).toBe(false);
    expect(has('OnTeam', { role: 'Reseller', team_id: 3 })).toBe(false);
  });

  it('Tutorial when the tutorial is unseen and the user is a participant', () => {
    expect(has('Tutorial', { has_seen_tutorial: false })).toBe(true);
    expect(has('Tutorial', { has_seen_tutorial: true })).toBe(false);
    expect(has('Tutorial', { has_seen_tutorial: false, role: 'Master' })).toBe(false);
    expect(has('Tutorial', { has_seen_tutorial: false, role: 'Poster' })).toBe(false);
  });

  it('ShowProfileStats once stats are available', () => {
    expect(has('ShowProfileStats', { stats_available: true })).toBe(true);
    expect(has('ShowProfileStats', { stats_available: false })).toBe(false);
    expect(has('ShowProfileStats', {})).toBe(false);
  });

  it('GoalUser for a participant where the goal page is on', () => {
    expect(has('GoalUser', {}, { is_goal_page_enabled: true })).toBe(true);
    expect(has('GoalUser', {}, { is_goal_page_enabled: false })).toBe(false);
    expect(has('GoalUser', { role: 'Reseller' }, { is_goal_page_enabled: true })).toBe(false);
  });

  it('JustStarted in the first week of a started promotion', () => {
    expect(has('JustStarted', {}, { has_started: true, current_week: 1 })).toBe(true);
    expect(has('JustStarted', {}, { has_started: true, current_week: 2 })).toBe(false);
    expect(has('JustStarted', {}, { has_started: false, current_week: 1 })).toBe(false);
  });

  it('is pure: the same session gives the same roles', () => {
    const user = buildUser({ team_id: 2 }) as NavUser;
    const promotion = buildPromotion({ is_teams_enabled: true }) as NavPromotion;
    expect([...deriveNavRoles(user, promotion)]).toEqual([...deriveNavRoles(user, promotion)]);
  });
});
