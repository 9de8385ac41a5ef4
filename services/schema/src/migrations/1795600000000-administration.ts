import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec 3 administration: editable content, saved reports, locations, resellers, super
 * coordinators' promotions, eligibility lists, and the teams the coordinator dashboard reads.
 */
export class Administration1795600000000 implements MigrationInterface {
  name = 'Administration1795600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `contents` (`id` int NOT NULL AUTO_INCREMENT, `category` varchar(64) NOT NULL, `promotion_id` int NOT NULL, `key` varchar(191) NOT NULL, `group` varchar(191) NOT NULL, `sequence` double NOT NULL DEFAULT '0', `title` varchar(255) NOT NULL DEFAULT '', `summary` text NULL, `content` mediumtext NULL, `hidden` tinyint NOT NULL DEFAULT 0, `image1` varchar(512) NULL, `image2` varchar(512) NULL, `mobile_image1` varchar(512) NULL, `email_image` varchar(512) NULL, `thumbnail_image` varchar(512) NULL, `email_subject` varchar(255) NULL, `email_image_caption` varchar(255) NULL, `days_from_start` int NULL, `custom_fields` text NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_contents_key` (`category`, `key`, `promotion_id`), INDEX `ix_contents_category` (`category`, `promotion_id`, `sequence`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `eligibilities` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `identifier` varchar(191) NOT NULL, `first_name` varchar(100) NULL, `last_name` varchar(100) NULL, `email` varchar(255) NULL, `user_id` int NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_eligibilities_identifier` (`promotion_id`, `identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      "CREATE TABLE `locations` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `name` varchar(255) NOT NULL, `parent_id` int NULL, `level` int NOT NULL DEFAULT '1', `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_locations_tree` (`promotion_id`, `parent_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      "CREATE TABLE `reports` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `name` varchar(255) NOT NULL, `report_type` varchar(16) NOT NULL DEFAULT 'Simple', `fields` text NOT NULL, `filters` text NOT NULL, `sql` text NULL, `parent_id` int NULL, `is_custom` tinyint NOT NULL DEFAULT 1, `created_by_master` tinyint NOT NULL DEFAULT 0, `created_by` int NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_reports_promotion` (`promotion_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `resellers` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      'CREATE TABLE `super_coordinator_promotions` (`user_id` int NOT NULL, `promotion_id` int NOT NULL, INDEX `ix_super_coordinator_promotions_promotion` (`promotion_id`), PRIMARY KEY (`user_id`, `promotion_id`)) ENGINE=InnoDB',
    );
    await runner.query(
      "CREATE TABLE `teams` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `competition_id` int NULL, `name` varchar(255) NOT NULL, `status` int NOT NULL DEFAULT '0', `completed_works_count` int NOT NULL DEFAULT '0', `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_teams_promotion` (`promotion_id`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `team_members` (`id` int NOT NULL AUTO_INCREMENT, `team_id` int NOT NULL, `user_id` int NOT NULL, `promotion_id` int NOT NULL, `is_leader` tinyint NOT NULL DEFAULT 0, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_team_members_user` (`user_id`), UNIQUE INDEX `ux_team_members_team_user` (`team_id`, `user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query('ALTER TABLE `users` ADD `reseller_id` int NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` DROP COLUMN `reseller_id`');
    await runner.query('DROP TABLE `team_members`');
    await runner.query('DROP TABLE `teams`');
    await runner.query('DROP TABLE `super_coordinator_promotions`');
    await runner.query('DROP TABLE `resellers`');
    await runner.query('DROP TABLE `reports`');
    await runner.query('DROP TABLE `locations`');
    await runner.query('DROP TABLE `eligibilities`');
    await runner.query('DROP TABLE `contents`');
  }
}
