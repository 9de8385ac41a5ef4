import type { FastifyInstance } from 'fastify';
import { postWorkToGallery } from '@wellness/platform';

/**
 * A finished work of the user, posted to the gallery as the participant service's finalise
 * flow does (platform `postWorkToGallery`, in the gallery choice's transaction).
 */
export async function finishedWork(server: FastifyInstance, userId: number, publicGallery = true) {
  const [user] = await server.db.query('SELECT promotion_id FROM users WHERE id = ?', [userId]);
  const [image] = await server.db.query(
    'SELECT si.id, si.style_id FROM style_images si ORDER BY si.id LIMIT 1',
  );
  return server.db.transaction(async (manager) => {
    const result = await manager.query(
      `INSERT INTO works (promotion_id, user_id, style_id, style_image_id, segments_available, segments_revealed,
        completed, user_completed, made_final_gallery_choice, public_gallery)
       VALUES (?, ?, ?, ?, 20, 20, TRUE, TRUE, TRUE, ?)`,
      [user.promotion_id, userId, image.style_id, image.id, publicGallery],
    );
    const work = {
      id: Number(result.insertId),
      promotion_id: Number(user.promotion_id),
      user_id: userId,
      style_id: Number(image.style_id),
    };
    await postWorkToGallery(manager, work, publicGallery);
    const [post] = await manager.query(
      "SELECT id FROM posts WHERE wallable_type = 'Gallery' AND postable_id = ?",
      [work.id],
    );
    return { workId: work.id, postId: Number(post.id) };
  });
}
