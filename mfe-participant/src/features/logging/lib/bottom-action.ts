import type { Promotion } from '@wellness/shared-ui';
import type { Activity, Entry, UserActivity } from '../api/types';
import { dailyMaximumReached } from './logging-rules';

/** Spec 1 section 4: the action at the bottom of an activity card. */
export type BottomAction =
  'locked' | 'trivia' | 'editing' | 'blocked' | 'logging' | 'paint' | 'none';

export interface BottomActionInput {
  activity: Pick<Activity, 'id' | 'question' | 'is_one_time'>;
  entry: Pick<Entry, 'locked' | 'available' | 'entry_activities'>;
  promotion: Pick<Promotion, 'has_logging_ended' | 'max_activities_day'>;
  /** The participant's row for the activity; undefined when nothing is stored yet. */
  userActivity: Pick<UserActivity, 'answered_correctly' | 'is_logged'> | undefined;
  /**
   * "A work exists": the participant is painting a current work (home). False offers 'paint':
   * pick a style first. Roles without works (spec 1 s4: a master has none) count as true.
   */
  hasWork: boolean;
}

/** Whether the activity is logged on this entry, and whether the day takes writes at all. */
function dayFacts({
  activity,
  entry,
  promotion,
}: Pick<BottomActionInput, 'activity' | 'entry' | 'promotion'>) {
  return {
    loggedHere: entry.entry_activities.some((logged) => logged.activity_id === activity.id),
    // The server refuses any write (log, unlog, quiz answer) on a day that is not open.
    open: entry.available && !promotion.has_logging_ended,
  };
}

/**
 * Chooses the first state that applies, in the spec's order (spec 1 s4). 'logging': the
 * activity is answered (its quiz, if any, is done), its log on this day is not there to change,
 * and a work exists: Log paints the work's next segment. 'paint': the same with no work: Log
 * still works (the segment is banked), and Start painting leads home to pick a style.
 */
export function bottomAction({
  activity,
  entry,
  promotion,
  userActivity,
  hasWork,
}: BottomActionInput): BottomAction {
  const { loggedHere, open } = dayFacts({ activity, entry, promotion });
  const quizPending = Boolean(activity.question) && !userActivity?.answered_correctly;
  // One-time activities count once in the whole programme (is_logged spans every entry).
  const usedUp = activity.is_one_time && Boolean(userActivity?.is_logged);

  if (entry.locked) return 'locked';
  if (quizPending && open) return 'trivia';
  if (loggedHere && open) return 'editing';
  if (!loggedHere && dailyMaximumReached(entry, promotion)) return 'blocked';
  const loggable = !quizPending && !loggedHere && open && !usedUp;
  if (loggable && hasWork) return 'logging';
  if (loggable) return 'paint';
  return 'none';
}

/** What an activity card shows besides its bottom action. */
export interface ActivityCardState {
  action: BottomAction;
  /** The quiz of a quiz activity was answered correctly (its points are in). */
  quizAnswered: boolean;
  /**
   * Unlog offered beside the bottom action: a quiz activity logged on an open day whose
   * quiz is still open shows "Answer quiz", and its log must stay reversible.
   */
  canUnlog: boolean;
}

export function activityCardState(input: BottomActionInput): ActivityCardState {
  const action = bottomAction(input);
  const { activity, userActivity } = input;
  const { loggedHere, open } = dayFacts(input);
  return {
    action,
    quizAnswered: Boolean(activity.question) && Boolean(userActivity?.answered_correctly),
    // 'trivia' is never chosen on a locked day, so open is all that is left to ask.
    canUnlog: action === 'trivia' && loggedHere && open,
  };
}
