import type { Competition, CompetitionInput } from '../api/competitions-api';

/** Spec 3 s9 "Default competition: team size min 4, max 4, freeze_team_scores 1, works_value 500". */
export const newCompetitionValues = (): CompetitionInput => ({
  enrollment_starts_on: '',
  enrollment_ends_on: '',
  competition_starts_on: '',
  comp_length: 28,
  team_size_min: 4,
  team_size_max: 4,
  freeze_team_scores: true,
  freeze_team_scores_on: null,
  works_value: 500,
  collection_id: null,
  scoring_rule: 'sum',
});

export const competitionValues = (competition: Competition): CompetitionInput => ({
  enrollment_starts_on: competition.enrollment_starts_on,
  enrollment_ends_on: competition.enrollment_ends_on,
  competition_starts_on: competition.competition_starts_on,
  comp_length: competition.comp_length,
  team_size_min: competition.team_size_min,
  team_size_max: competition.team_size_max,
  freeze_team_scores: competition.freeze_team_scores,
  freeze_team_scores_on: competition.freeze_team_scores_on,
  works_value: competition.works_value,
  collection_id: competition.collection_id,
  scoring_rule: competition.scoring_rule,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 3 s5 "Competition end date = start + comp_length - 1 days" (the server's rule, shown). */
export function competitionEnd(start: string, length: number): string | null {
  const ms = Date.parse(`${start}T00:00:00Z`);
  if (!start || Number.isNaN(ms) || !Number.isInteger(length) || length < 1) return null;
  return new Date(ms + (length - 1) * DAY_MS).toISOString().slice(0, 10);
}
