import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec 2 notifications: one row per (user, key); the same key is replaced and counts as new. */
export class Notifications1795500000000 implements MigrationInterface {
  name = 'Notifications1795500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `notifications` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `key` varchar(191) NOT NULL, `link` varchar(512) NOT NULL, `title` varchar(255) NOT NULL, `message` text NOT NULL, `read` tinyint NOT NULL DEFAULT 0, `seen` tinyint NOT NULL DEFAULT 0, `cleared` tinyint NOT NULL DEFAULT 0, `hidden` tinyint NOT NULL DEFAULT 0, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_notifications_list` (`user_id`, `promotion_id`, `created_at`), UNIQUE INDEX `ux_notifications_user_key` (`user_id`, `key`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `notifications`');
  }
}
