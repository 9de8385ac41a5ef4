import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The art gallery and support (issue 16, spec 2): a gallery post is a `posts` row on the
 * promotion's `Gallery` wall sharing a finished `Work` (postable), with the work's title, its
 * frame from the frame library and whether it shows in the public gallery; works finished
 * before this migration get theirs. Library pictures can be removed and undeleted
 * (`deleted_at`). Contact requests and feedback are stored; `is_feedback_enabled` turns the
 * feedback form on; a walkthrough's completion flag for the gallery.
 */
export class GallerySupport1799000000000 implements MigrationInterface {
  name = 'GallerySupport1799000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `posts` ADD `title` varchar(120) NULL, ADD `frame_image_id` int NULL, ADD `public_gallery` tinyint NOT NULL DEFAULT 0',
    );
    await runner.query(
      `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, depth, postable_type, postable_id, title, public_gallery, created_at, updated_at)
       SELECT w.promotion_id, w.user_id, '', 'Gallery', w.promotion_id, 0, 'Work', w.id, LEFT(s.name, 120), w.public_gallery,
         COALESCE(w.user_completed_at, w.updated_at), COALESCE(w.user_completed_at, w.updated_at)
       FROM works w JOIN work_styles s ON s.id = w.style_id WHERE w.made_final_gallery_choice = 1`,
    );
    await runner.query('ALTER TABLE `gallery_images` ADD `deleted_at` datetime(3) NULL');
    await runner.query(
      'ALTER TABLE `promotions` ADD `is_feedback_enabled` tinyint NOT NULL DEFAULT 0',
    );
    await runner.query(
      'ALTER TABLE `users` ADD `has_seen_gallery_walkthrough` tinyint NOT NULL DEFAULT 0',
    );
    await runner.query(
      'CREATE TABLE `contact_requests` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NULL, `first_name` varchar(100) NOT NULL, `last_name` varchar(100) NOT NULL, `organization` varchar(191) NOT NULL, `email` varchar(191) NOT NULL, `extra_tags` varchar(255) NOT NULL, `message` text NOT NULL, `info` text NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_contact_requests_promotion` (`promotion_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      'CREATE TABLE `feedbacks` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `content` text NOT NULL, `page` varchar(255) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_feedbacks_promotion` (`promotion_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `feedbacks`');
    await runner.query('DROP TABLE `contact_requests`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `has_seen_gallery_walkthrough`');
    await runner.query('ALTER TABLE `promotions` DROP COLUMN `is_feedback_enabled`');
    await runner.query('ALTER TABLE `gallery_images` DROP COLUMN `deleted_at`');
    await runner.query("DELETE FROM posts WHERE wallable_type = 'Gallery'");
    await runner.query(
      'ALTER TABLE `posts` DROP COLUMN `title`, DROP COLUMN `frame_image_id`, DROP COLUMN `public_gallery`',
    );
  }
}
