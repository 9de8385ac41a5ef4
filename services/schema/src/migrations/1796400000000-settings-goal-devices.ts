import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings' Devices and Edit Goal tabs (issue 13): the promotion's device flags and visible
 * Validic devices (spec 3 Promotion), the user's own goal (null: the promotion's
 * default_goal), and which devices a user has marked connected (services/admin README,
 * "Devices").
 */
export class SettingsGoalDevices1796400000000 implements MigrationInterface {
  name = 'SettingsGoalDevices1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `promotions` ADD `is_fitbit_enabled` tinyint NOT NULL DEFAULT 0, ADD `is_validic_enabled` tinyint NOT NULL DEFAULT 0, ADD `is_healthkit_enabled` tinyint NOT NULL DEFAULT 0, ADD `visible_validic_devices` varchar(255) NULL',
    );
    await runner.query('ALTER TABLE `users` ADD `goal` int NULL');
    await runner.query(
      'CREATE TABLE `user_devices` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `device` varchar(64) NOT NULL, `connected_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_user_devices_user_device` (`user_id`, `device`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `user_devices`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `goal`');
    await runner.query(
      'ALTER TABLE `promotions` DROP COLUMN `visible_validic_devices`, DROP COLUMN `is_healthkit_enabled`, DROP COLUMN `is_validic_enabled`, DROP COLUMN `is_fitbit_enabled`',
    );
  }
}
