import { daysCounted, rankTeams, teamScore } from '../src/team-scoring';
import type { MemberDay, ScoringWindow } from '../src/team-scoring';

const window: ScoringWindow = {
  competition_starts_on: '2026-03-02',
  competition_ends_on: '2026-03-29',
  freeze_team_scores: false,
  freeze_team_scores_on: null,
  today: '2026-03-11',
  points_possible_per_day: 50,
};

/** A member who earned `points` on each of the given days. */
const member = (points: number, ...days: string[]): MemberDay[] =>
  days.map((recorded_on) => ({ recorded_on, points }));

// Same average (40 a member): three members against four.
const threeOf40 = [member(40, '2026-03-02'), member(40, '2026-03-03'), member(40, '2026-03-04')];
const fourOf40 = [...threeOf40, member(40, '2026-03-05')];

const board = (rule: 'sum' | 'average' | 'average_percent') =>
  rankTeams([
    { name: 'Three', ...teamScore(rule, threeOf40, window) },
    { name: 'Four', ...teamScore(rule, fourOf40, window) },
  ]).map(({ name, rank }) => ({ name, rank }));

describe('team scoring rule', () => {
  it('ranks a team of 3 and a team of 4 with the same average equal under the average rules', () => {
    expect(board('average')).toEqual([
      { name: 'Three', rank: 1 },
      { name: 'Four', rank: 1 },
    ]);
    expect(board('average_percent')).toEqual([
      { name: 'Three', rank: 1 },
      { name: 'Four', rank: 1 },
    ]);
  });

  it('ranks the team of 4 first under the sum rule', () => {
    expect(board('sum')).toEqual([
      { name: 'Four', rank: 1 },
      { name: 'Three', rank: 2 },
    ]);
  });

  it('shows total, average to one decimal and the percentage of the points possible so far', () => {
    const team = [member(10, '2026-03-02'), member(10, '2026-03-02'), member(5, '2026-03-03')];
    // 10 days counted (2 to 11 March) of 50 points: 500 possible; average 25/3.
    expect(teamScore('average_percent', team, window)).toEqual({
      total_points: 25,
      avg_points: 8.3,
      percent_of_possible: 1.7,
      score: (25 / 3 / 500) * 100,
    });
    expect(teamScore('sum', team, window).score).toBe(25);
    expect(teamScore('average', [], window)).toMatchObject({ total_points: 0, avg_points: 0 });
  });

  it('counts only days inside the competition up to today', () => {
    const team = [member(7, '2026-03-01', '2026-03-02', '2026-03-11', '2026-03-12')];
    expect(teamScore('sum', team, window).total_points).toBe(14);
    expect(daysCounted({ ...window, today: '2026-03-01' })).toBe(0);
    expect(daysCounted({ ...window, today: '2026-04-30' })).toBe(28);
  });

  it('stops changing after freeze_team_scores_on when scores freeze', () => {
    const frozen = { ...window, freeze_team_scores: true, freeze_team_scores_on: '2026-03-05' };
    const before = [member(20, '2026-03-04', '2026-03-05')];
    const after = [member(20, '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-10')];
    expect(teamScore('sum', after, frozen)).toEqual(teamScore('sum', before, frozen));
    expect(teamScore('sum', after, frozen).total_points).toBe(40);
    expect(daysCounted(frozen)).toBe(4);
    // Not frozen: the later days count.
    expect(teamScore('sum', after, { ...frozen, freeze_team_scores: false }).total_points).toBe(80);
  });
});
