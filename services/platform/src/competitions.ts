import type { Sql } from './leaderboards/keys';

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The promotion's current date: the server's local day, as every service reads it. */
export function currentDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface CompetitionDates {
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  competition_ends_on: string;
  comp_length: number;
}

/**
 * during_enrollment / during_competition / after_competition, weeks and current week on
 * `today` (spec 3 s3 Competition): the one copy every service uses.
 */
export function competitionPhase(competition: CompetitionDates, today: string) {
  const weeks = Math.ceil(competition.comp_length / 7);
  const started = today >= competition.competition_starts_on;
  const dayIndex = Math.round((utc(today) - utc(competition.competition_starts_on)) / DAY_MS);
  return {
    current_date: today,
    weeks,
    current_week: started ? Math.min(Math.floor(dayIndex / 7) + 1, weeks) : 0,
    during_enrollment:
      today >= competition.enrollment_starts_on && today <= competition.enrollment_ends_on,
    during_competition: started && today <= competition.competition_ends_on,
    after_competition: today > competition.competition_ends_on,
  };
}

/** The promotion's current competition as `/promotions/current` and the teams routes show it. */
export interface CurrentCompetition extends CompetitionDates {
  id: number;
  team_size_min: number;
  team_size_max: number;
  weeks: number;
  current_week: number;
  during_enrollment: boolean;
  during_competition: boolean;
  after_competition: boolean;
}

const COMPETITION_COLUMNS = `id, DATE_FORMAT(enrollment_starts_on, '%Y-%m-%d') AS enrollment_starts_on,
  DATE_FORMAT(enrollment_ends_on, '%Y-%m-%d') AS enrollment_ends_on,
  DATE_FORMAT(competition_starts_on, '%Y-%m-%d') AS competition_starts_on,
  DATE_FORMAT(competition_ends_on, '%Y-%m-%d') AS competition_ends_on,
  comp_length, team_size_min, team_size_max`;

interface CompetitionRow extends CompetitionDates {
  id: number;
  team_size_min: number;
  team_size_max: number;
}

/** A competition row with its phase on `today` (the contract's `current_competition`). */
export function withPhase(row: CompetitionRow, today: string): CurrentCompetition {
  const { current_date: _date, ...phase } = competitionPhase(row, today);
  return {
    id: Number(row.id),
    enrollment_starts_on: row.enrollment_starts_on,
    enrollment_ends_on: row.enrollment_ends_on,
    competition_starts_on: row.competition_starts_on,
    competition_ends_on: row.competition_ends_on,
    comp_length: Number(row.comp_length),
    team_size_min: Number(row.team_size_min),
    team_size_max: Number(row.team_size_max),
    ...phase,
  };
}

/** A competition of the promotion with its phase, or null. */
export async function competitionWithPhase(
  sql: Sql,
  promotionId: number,
  competitionId: number,
  today = currentDate(),
): Promise<CurrentCompetition | null> {
  const [row] = (await sql.query(
    `SELECT ${COMPETITION_COLUMNS} FROM competitions WHERE id = ? AND promotion_id = ?`,
    [competitionId, promotionId],
  )) as CompetitionRow[];
  return row ? withPhase(row, today) : null;
}

/**
 * The promotion's current competition (teams contract): the one running, enrolment start to
 * competition end, that started latest; else the next one to start; else the last one that
 * ended; null when the promotion has none.
 */
export async function currentCompetition(
  sql: Sql,
  promotionId: number,
  today = currentDate(),
): Promise<CurrentCompetition | null> {
  const [row] = (await sql.query(
    `SELECT ${COMPETITION_COLUMNS} FROM competitions WHERE promotion_id = ?
      ORDER BY CASE WHEN enrollment_starts_on <= ? AND competition_ends_on >= ? THEN 0
                    WHEN enrollment_starts_on > ? THEN 1 ELSE 2 END,
               CASE WHEN enrollment_starts_on > ? THEN enrollment_starts_on END ASC,
               competition_starts_on DESC, id DESC
      LIMIT 1`,
    [promotionId, today, today, today, today],
  )) as CompetitionRow[];
  return row ? withPhase(row, today) : null;
}
