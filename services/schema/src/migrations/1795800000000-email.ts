import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail (issue 12): the users' subscription flags (spec 3 User.subscription), custom e-mails
 * (spec 3 "Custom email") and one delivery row per (message, recipient) that makes sending
 * idempotent (services/worker README).
 */
export class Email1795800000000 implements MigrationInterface {
  name = 'Email1795800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `users` ADD `email_friend_requests` tinyint NOT NULL DEFAULT 1, ADD `email_wall_posts` tinyint NOT NULL DEFAULT 1, ADD `email_team` tinyint NOT NULL DEFAULT 1, ADD `email_daily` tinyint NOT NULL DEFAULT 1, ADD `email_unsubscribe_all` tinyint NOT NULL DEFAULT 0',
    );
    await runner.query(
      "CREATE TABLE `custom_emails` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `subject` varchar(255) NOT NULL, `body` mediumtext NOT NULL, `recipients` text NULL, `one_time_recipients` mediumtext NULL, `filters` text NULL, `delivery_method` varchar(16) NOT NULL DEFAULT 'email', `send_at` datetime(3) NULL, `status` varchar(16) NOT NULL DEFAULT 'pending', `total_count` int NOT NULL DEFAULT '0', `sent_count` int NOT NULL DEFAULT '0', `failed_count` int NOT NULL DEFAULT '0', `skipped_count` int NOT NULL DEFAULT '0', `sent_at` datetime(3) NULL, `created_by` int NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_custom_emails_promotion` (`promotion_id`, `status`), INDEX `ix_custom_emails_unsent` (`status`, `send_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      "CREATE TABLE `email_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `message_id` varchar(64) NOT NULL, `recipient` varchar(191) NOT NULL, `promotion_id` int NOT NULL, `state` varchar(16) NOT NULL DEFAULT 'pending', `attempts` int NOT NULL DEFAULT '0', `claimed_at` datetime(3) NULL, `sent_at` datetime(3) NULL, `error` varchar(1000) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_email_deliveries_message_recipient` (`message_id`, `recipient`), INDEX `ix_email_deliveries_state` (`message_id`, `state`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `email_deliveries`');
    await runner.query('DROP TABLE `custom_emails`');
    await runner.query(
      'ALTER TABLE `users` DROP COLUMN `email_unsubscribe_all`, DROP COLUMN `email_daily`, DROP COLUMN `email_team`, DROP COLUMN `email_wall_posts`, DROP COLUMN `email_friend_requests`',
    );
  }
}
