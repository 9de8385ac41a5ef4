import type { Activity } from '../../../lib/activity';

export type { Activity };

export interface EntryActivity {
  id: number;
  activity_id: number;
  /** 1 Great, 0 Really Good, -1 Good. */
  feels_value: number;
  point_value: number;
}

/** One participant's record of one day. */
export interface Entry {
  id: number | null;
  recorded_on: string;
  notes: string | null;
  total_points: number;
  /** Points from quiz answers credited to this day (included in total_points). */
  trivia_points: number;
  locked: boolean;
  available: boolean;
  is_recorded: boolean;
  entry_activities: EntryActivity[];
}

export interface EntryActivityInput {
  recorded_on: string;
  activity_id: number;
  feels_value: number;
}

/**
 * The participant's own state of one activity (GET /users/{id}/user_activities): one row per
 * activity of the week, id null until something was stored for it.
 */
export interface UserActivity {
  id: number | null;
  activity_id: number;
  /** Bookmarked: the activity is in the participant's drawer. */
  is_active: boolean;
  /** Logged on any entry of the programme. */
  is_logged: boolean;
  is_one_time: boolean;
  date_answered: string | null;
  point_value: number;
  answered_correctly: boolean;
}

export interface UserActivitiesArgs {
  userId: number;
  week: number;
}

export interface CheckAnswerInput {
  activity_id: number;
  answer_idx: number;
  recorded_on: string;
}

/** POST /check_answer, correct answer (a wrong one is a 422, an impossible one a 406). */
export interface CheckAnswerResult {
  correct: true;
  points_awarded: number;
  recorded_on: string;
  entry: Entry;
  user_activity: UserActivity;
}
