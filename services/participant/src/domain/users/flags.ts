import type { DataSource } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';
import { User } from '@wellness/schema';
import { firstSurveyDone, surveyDefsOf } from '../surveys';
import { USER_FLAGS } from './serialize';

/** Spec 3 s4: the wizard is saved as seen only once the first survey is done. */
export const SURVEY_FIRST = 'Please finish the survey first.';
type UserFlag = (typeof USER_FLAGS)[number];

const isUserFlag = (name: string): name is UserFlag =>
  (USER_FLAGS as readonly string[]).includes(name);

/** Sets one of the user's flags; any other name is answered 'Flag could not be found'. */
export async function setFlag(db: DataSource, userId: number, flag: string, value: boolean) {
  if (!isUserFlag(flag)) throw notFound('Flag');
  if (flag === 'has_seen_tutorial' && value) {
    const user = await db.getRepository(User).findOneByOrFail({ id: userId });
    const needsSurvey = (await surveyDefsOf(db, user.promotion_id)).length > 0;
    if (needsSurvey && !(await firstSurveyDone(db, userId))) throw new HttpError(422, SURVEY_FIRST);
  }
  await db.getRepository(User).update(userId, { [flag]: value });
  return db.getRepository(User).findOneByOrFail({ id: userId });
}
