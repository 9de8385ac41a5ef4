import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queueBadgeCheck } from '@wellness/platform';
import type { BadgeCategory } from '@wellness/schema';

/**
 * After a post commits, the badge categories it may advance (services/worker README
 * "Badges"): a post (not a comment) counts for wall_posts_created, tagging people for
 * wall_posts_tags, a shared tip for tips_shared.
 */
export async function checkPostBadges(
  fastify: FastifyInstance,
  request: FastifyRequest,
  created: { parentId: number | null; tagged: number[] },
  postableType: string | null | undefined,
): Promise<void> {
  const categories: BadgeCategory[] = [];
  if (created.parentId === null) categories.push('wall_posts_created');
  if (created.tagged.length) categories.push('wall_posts_tags');
  if (postableType === 'Tip') categories.push('tips_shared');
  for (const category of categories) {
    await queueBadgeCheck(
      fastify.emailQueue,
      { promotion_id: request.user!.promotion_id, user_id: request.user!.id, category },
      request.log,
    );
  }
}
