import type { EntityManager } from 'typeorm';
import { User, Work } from '@wellness/schema';
import { SEGMENTS_PER_WORK, segmentsEarned, splitEarned } from './rules';

/**
 * Credits the segments a log earned (README "Works"), inside the log's transaction with the
 * user's row locked, so parallel logs are counted one at a time and never twice. Returns the
 * current work when it gained segments (the caller publishes userWorkUpdated after commit).
 */
export async function creditSegments(manager: EntityManager, user: User): Promise<Work | null> {
  const [{ logged }] = await manager.query(
    'SELECT COUNT(*) AS logged FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ?',
    [user.id],
  );
  const earned = segmentsEarned(user.segments_earned, Number(logged));
  if (earned === 0) return null;
  const work = await manager.findOneBy(Work, { current_user_id: user.id });
  const { toWork, toBank } = splitEarned(earned, work);
  user.segments_earned += earned;
  user.segments_banked += toBank;
  await manager.update(User, user.id, {
    segments_earned: user.segments_earned,
    segments_banked: user.segments_banked,
  });
  if (!work || toWork === 0) return null;
  work.segments_available += toWork;
  if (work.segments_available >= SEGMENTS_PER_WORK) {
    work.completed = true;
    work.completed_at = new Date();
  }
  await manager.update(Work, work.id, {
    segments_available: work.segments_available,
    completed: work.completed,
    completed_at: work.completed_at,
  });
  return work;
}
