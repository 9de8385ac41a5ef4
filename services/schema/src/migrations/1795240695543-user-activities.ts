import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 4: bookmarks and trivia answers (user_activities), tutorial flags, logs by activity. */
export class UserActivities1795240695543 implements MigrationInterface {
  name = 'UserActivities1795240695543';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `user_activities` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `activity_id` int NOT NULL, `is_active` tinyint NOT NULL DEFAULT 0, `date_answered` date NULL, `point_value` int NOT NULL DEFAULT '0', `answered_correctly` tinyint NOT NULL DEFAULT 0, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `uq_user_activities_user_activity` (`user_id`, `activity_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'ALTER TABLE `users` ADD `has_seen_logging_tutorial` tinyint NOT NULL DEFAULT 0',
    );
    await runner.query(
      'ALTER TABLE `users` ADD `has_seen_read_quiz_tutorial` tinyint NOT NULL DEFAULT 0',
    );
    await runner.query(
      'CREATE INDEX `ix_entry_activities_activity` ON `entry_activities` (`activity_id`)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX `ix_entry_activities_activity` ON `entry_activities`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `has_seen_read_quiz_tutorial`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `has_seen_logging_tutorial`');
    await runner.query('DROP TABLE `user_activities`');
  }
}
