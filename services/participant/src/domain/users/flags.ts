import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';
import { User } from '@wellness/schema';

/** The flags a participant's client may set (PUT /users/me/flags/{flag}). */
const USER_FLAGS = [
  'show_goal_hit',
  'has_seen_add_activities_tutorial',
  'has_seen_logging_tutorial',
  'has_seen_read_quiz_tutorial',
] as const;
type UserFlag = (typeof USER_FLAGS)[number];

const isUserFlag = (name: string): name is UserFlag =>
  (USER_FLAGS as readonly string[]).includes(name);

/** Sets one of the user's flags; any other name is answered 'Flag could not be found'. */
export async function setFlag(db: DataSource, userId: number, flag: string, value: boolean) {
  if (!isUserFlag(flag)) throw notFound('Flag');
  await db.getRepository(User).update(userId, { [flag]: value });
  return db.getRepository(User).findOneByOrFail({ id: userId });
}
