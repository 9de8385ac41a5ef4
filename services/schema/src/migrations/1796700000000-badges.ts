import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Badges (issue 14, spec 1 s3): the badges of each promotion (a promotion's edit of a default
 * badge names it in `default_badge_id`), the badges users have earned (once each: the unique
 * key) and the promotion's picture of a locked badge.
 */
export class Badges1796700000000 implements MigrationInterface {
  name = 'Badges1796700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `badges` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `default_badge_id` int NULL, `name` varchar(255) NOT NULL, `category` varchar(32) NOT NULL, `goal` int NOT NULL DEFAULT '1', `goal2` int NULL, `hide_until_earned` tinyint NOT NULL DEFAULT 0, `image_url` varchar(512) NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_badges_promotion_default` (`promotion_id`, `default_badge_id`), INDEX `ix_badges_promotion_category` (`promotion_id`, `category`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `user_badges` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `badge_id` int NOT NULL, `earned_on` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_user_badges_badge` (`badge_id`), UNIQUE INDEX `ux_user_badges_user_badge` (`user_id`, `badge_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query('ALTER TABLE `promotions` ADD `badge_locked_image` varchar(512) NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `promotions` DROP COLUMN `badge_locked_image`');
    await runner.query('DROP TABLE `user_badges`');
    await runner.query('DROP TABLE `badges`');
  }
}
