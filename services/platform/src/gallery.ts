import type { EntityManager } from 'typeorm';

/**
 * The art gallery (owner: services/social, spec 2 "Art gallery"): a gallery post is a `posts`
 * row on the promotion's `Gallery` wall sharing the finished `Work`. The participant service's
 * finalise flow makes it here, in the gallery choice's transaction, so every finished work has
 * exactly one (the choice is made once: its conditional UPDATE decides). Its title starts as
 * the work's style name; the owner may change title, description, frame and public_gallery.
 */
export async function postWorkToGallery(
  manager: Pick<EntityManager, 'query'>,
  work: { id: number; promotion_id: number; user_id: number; style_id: number },
  publicGallery: boolean,
): Promise<void> {
  const existing: Array<{ id: number }> = await manager.query(
    "SELECT id FROM posts WHERE wallable_type = 'Gallery' AND postable_type = 'Work' AND postable_id = ? FOR UPDATE",
    [work.id],
  );
  if (existing[0]) {
    await manager.query('UPDATE posts SET public_gallery = ? WHERE id = ?', [
      publicGallery,
      existing[0].id,
    ]);
    return;
  }
  await manager.query(
    `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, depth, postable_type, postable_id, title, public_gallery)
     SELECT ?, ?, '', 'Gallery', ?, 0, 'Work', ?, LEFT(COALESCE((SELECT name FROM work_styles WHERE id = ?), 'Untitled'), 120), ?`,
    [work.promotion_id, work.user_id, work.promotion_id, work.id, work.style_id, publicGallery],
  );
}
