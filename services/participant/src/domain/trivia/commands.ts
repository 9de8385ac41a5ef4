import type { Dayjs } from 'dayjs';
import type { DataSource } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import type { BoardWriter } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { Activity, Entry, UserActivity } from '@wellness/schema';
import {
  ENTRY_LOCKED,
  NOT_AVAILABLE_YET,
  entryForDay,
  entryView,
  lockUser,
  recomputeTotals,
} from '../entries';
import { loggingRefusal, weekOf } from '../promotions';
import { userActivityView } from '../user-activities';
import { ALREADY_ANSWERED, NO_QUIZ, WRONG_ANSWER, hasQuiz, isCorrect } from './rules';

/** 406: the client shows the message; any other failure reads as a wrong answer (spec 1, section 7). */
const notAcceptable = (message: string) => new HttpError(406, message);

/**
 * Checks a trivia answer. A right answer earns the promotion's trivia_points once per user and
 * activity, counted on the entry of the day answered for, in the same transaction as the
 * entry's and the user's totals.
 */
export async function checkAnswer(
  db: DataSource,
  input: {
    userId: number;
    promotion: Promotion;
    activityId: number;
    answerIdx: number;
    day: string;
    today: Dayjs;
    boards: BoardWriter;
  },
) {
  const { userId, promotion, activityId, answerIdx, day, today } = input;
  const activity = await db
    .getRepository(Activity)
    .findOneBy({ id: activityId, promotion_id: promotion.id });
  if (!activity) throw notFound('Activity');
  if (!hasQuiz(activity)) throw notAcceptable(NO_QUIZ);
  const dayRefusal = loggingRefusal(promotion, day, today);
  if (dayRefusal) throw notAcceptable(dayRefusal);
  if (activity.week_available > weekOf(promotion, day)) throw notAcceptable(NOT_AVAILABLE_YET);

  return db.transaction(async (manager) => {
    const user = await lockUser(manager, userId);
    const stored = await manager.findOneBy(UserActivity, {
      user_id: userId,
      activity_id: activityId,
    });
    if (stored?.answered_correctly) throw notAcceptable(ALREADY_ANSWERED);
    const existing = await manager.findOneBy(Entry, { user_id: userId, recorded_on: day });
    if (existing?.locked) throw notAcceptable(ENTRY_LOCKED);
    if (!isCorrect(activity, answerIdx)) throw unprocessable(WRONG_ANSWER);

    const entry = existing ?? (await entryForDay(manager, user, day));
    const answered = await manager.save(UserActivity, {
      ...(stored ?? { user_id: userId, activity_id: activityId, is_active: false }),
      answered_correctly: true,
      date_answered: day,
      point_value: promotion.trivia_points,
    });
    const record = await recomputeTotals(manager, entry, user, promotion, input.boards);
    return {
      points: promotion.trivia_points,
      entry: entryView(promotion, day, today, record),
      userActivity: await userActivityView(manager, userId, activity, answered),
      user,
    };
  });
}
