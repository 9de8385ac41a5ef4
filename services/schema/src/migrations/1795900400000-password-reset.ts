import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password policy and reset (issue 13): the organization's password rule beyond its length
 * (spec 3 Organization, defaults from section 9) and the single-use reset tokens, of which
 * only a SHA-256 hash is stored (services/participant README, "Password reset").
 */
export class PasswordReset1795900400000 implements MigrationInterface {
  name = 'PasswordReset1795900400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "ALTER TABLE `organizations` ADD `password_min_letters` int NOT NULL DEFAULT '1', ADD `password_min_numbers` int NOT NULL DEFAULT '1', ADD `password_min_symbols` int NOT NULL DEFAULT '1', ADD `password_regular_expression_string` varchar(255) NULL, ADD `password_help_message` varchar(500) NULL",
    );
    await runner.query(
      'CREATE TABLE `password_resets` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `token_hash` char(64) NOT NULL, `expires_at` datetime(3) NOT NULL, `used_at` datetime(3) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_password_resets_token_hash` (`token_hash`), INDEX `ix_password_resets_user` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `password_resets`');
    await runner.query(
      'ALTER TABLE `organizations` DROP COLUMN `password_help_message`, DROP COLUMN `password_regular_expression_string`, DROP COLUMN `password_min_symbols`, DROP COLUMN `password_min_numbers`, DROP COLUMN `password_min_letters`',
    );
  }
}
