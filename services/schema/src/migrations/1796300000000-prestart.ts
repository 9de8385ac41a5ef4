import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Welcome and prestart (issue 13): the promotion's pilot password (argon2id hash) and welcome
 * video, the user's tutorial, team-tutorial and pending-survey flags, and the questionnaire
 * tables (spec 3 UserSurvey / UserSurveyDef). Accounts that exist before this migration have already started,
 * so they are marked as having seen the tutorial and answered nothing pending.
 */
export class Prestart1796300000000 implements MigrationInterface {
  name = 'Prestart1796300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `promotions` ADD `pilot_password_hash` varchar(255) NULL, ADD `video_url` varchar(512) NULL',
    );
    await runner.query(
      'ALTER TABLE `users` ADD `has_seen_tutorial` tinyint NOT NULL DEFAULT 0, ADD `has_seen_team_tutorial` tinyint NOT NULL DEFAULT 0, ADD `survey_available` tinyint NOT NULL DEFAULT 1',
    );
    await runner.query('UPDATE `users` SET `has_seen_tutorial` = 1, `survey_available` = 0');
    await runner.query(
      "CREATE TABLE `user_survey_defs` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `name` varchar(255) NOT NULL, `questions` text NOT NULL, `response_values` text NOT NULL, `days_from_start` varchar(64) NOT NULL DEFAULT '0', `source` varchar(64) NOT NULL DEFAULT 'prestart', `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_user_survey_defs_promotion` (`promotion_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      "CREATE TABLE `user_surveys` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `user_survey_def_id` int NOT NULL, `user_responses` text NOT NULL, `source` varchar(64) NOT NULL DEFAULT 'prestart', `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_user_surveys_user` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `user_surveys`');
    await runner.query('DROP TABLE `user_survey_defs`');
    await runner.query(
      'ALTER TABLE `users` DROP COLUMN `survey_available`, DROP COLUMN `has_seen_team_tutorial`, DROP COLUMN `has_seen_tutorial`',
    );
    await runner.query(
      'ALTER TABLE `promotions` DROP COLUMN `video_url`, DROP COLUMN `pilot_password_hash`',
    );
  }
}
