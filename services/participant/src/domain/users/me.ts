import type { DataSource } from 'typeorm';
import type { Promotion, User } from '@wellness/schema';
import { evaluationStatus } from '../evaluations';
import { firstSurveyDone, surveyDue } from '../surveys';
import { serializeUser } from './serialize';

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
