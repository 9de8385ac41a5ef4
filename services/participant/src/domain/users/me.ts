import type { DataSource } from 'typeorm';
import { SUBSCRIPTION_FLAGS, notFound } from '@wellness/platform';
import type { Promotion, User } from '@wellness/schema';
import { evaluationStatus } from '../evaluations';
import { firstSurveyDone, laterRoundDue, surveyDue, surveyRoundsOf } from '../surveys';
import { SHOWN_FLAGS, serializeUser } from './serialize';
import type { ShownUser } from './serialize';

/**
 * The signed-in user as every answer that gives "me" carries it (sign-in, GET /users/me, a
 * flag set): the account, the survey status (a later round due) and the evaluations open and
 * completed today, so the client's banners read the same whichever answer it holds last.
 */
export async function meOf(
  db: DataSource,
  user: User,
  promotion: Pick<Promotion, 'default_goal'>,
  today: string,
) {
  return {
    ...serializeUser(
      user,
      promotion,
      await firstSurveyDone(db, user.id),
      await surveyDue(db, user, today),
    ),
    ...(await evaluationStatus(db, user, today)),
  };
}

/**
 * GET /users/me's first statement: the account's shown columns with what the answer needs of
 * its promotion (the goal, today's programme day), whether any questionnaire was answered, and
 * the team it belongs to unless that team is deleted (status 2; platform `userTeam`). Plain rows:
 * issue 18's profile found TypeORM's building and hydrating (the promotion's ~90 columns for
 * its goal alone) a good part of this read's time.
 */
export const ME_SQL = `SELECT u.id, u.email, u.role, u.promotion_id, u.location_id, u.team_id, u.total_points,
       u.first_name, u.last_name, u.image_url, u.stay_logged_in, u.opted_in_individual_leaderboard,
       u.has_seen_add_activities_tutorial, u.has_seen_logging_tutorial, u.has_seen_read_quiz_tutorial,
       u.has_seen_tutorial, u.has_seen_team_tutorial, u.has_seen_friends, u.hide_team_banner,
       u.has_been_home, u.started_home_walkthrough, u.has_seen_gallery_walkthrough,
       u.survey_available, u.stats_available, u.showing_evaluation_notification,
       u.has_seen_evaluation_tutorial, u.goal_hit, u.show_goal_hit, u.show_high_contrast,
       u.email_friend_requests, u.email_wall_posts, u.email_team, u.email_daily, u.email_unsubscribe_all,
       p.id AS found_promotion_id, p.default_goal, GREATEST(DATEDIFF(?, p.starts_on), 0) AS program_day,
       EXISTS (SELECT 1 FROM user_surveys s WHERE s.user_id = u.id) AS first_survey_done,
       t.id AS joined_team_id, t.name AS team_name, t.status AS team_status, m.is_leader
  FROM users u
  LEFT JOIN promotions p ON p.id = u.promotion_id
  LEFT JOIN teams t ON t.id = u.team_id AND t.status <> 2
  LEFT JOIN team_members m ON m.team_id = t.id AND m.user_id = u.id
 WHERE u.id = ?`;

type MeRow = Record<keyof ShownUser, unknown> & {
  found_promotion_id: number | null;
  default_goal: number;
  program_day: number | null;
  first_survey_done: number;
  joined_team_id: number | null;
  team_name: string | null;
  team_status: number | null;
  is_leader: number | null;
};

/** The row's account as TypeORM would hydrate its shown fields (tinyint flags as booleans). */
function shownUserOf(row: MeRow): ShownUser {
  const user = { ...row } as Record<string, unknown>;
  for (const flag of [...SHOWN_FLAGS, ...SUBSCRIPTION_FLAGS])
    user[flag] = Boolean(Number(row[flag]));
  return user as unknown as ShownUser;
}

/**
 * GET /users/me's answer (`meOf` and the user's team) by plain statements, or null when the
 * account is gone: the row above, then at once the questionnaires' rounds (from programme day
 * 1 only: before it no later round can be due) and the evaluations' two statements.
 */
export async function meById(db: DataSource, userId: number, today: string) {
  const [row]: MeRow[] = await db.query(ME_SQL, [today, userId]);
  if (!row) return null;
  if (row.found_promotion_id === null) throw notFound('Promotion');
  const user = shownUserOf(row);
  const day = Number(row.program_day ?? 0);
  const [due, evaluations] = await Promise.all([
    day > 0 ? surveyRoundsOf(db, user).then((rounds) => laterRoundDue(rounds, day)) : false,
    evaluationStatus(db, user, today),
  ]);
  return {
    ...serializeUser(
      user,
      { default_goal: Number(row.default_goal) },
      Number(row.first_survey_done) === 1,
      due,
    ),
    ...evaluations,
    team_id: row.joined_team_id === null ? null : Number(row.joined_team_id),
    team_name: row.team_name,
    team_leader: Boolean(row.is_leader),
    on_official_team: Number(row.team_status) === 1,
  };
}
