import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The user's high-contrast theme (spec 1 User flag show_high_contrast). */
export class HighContrast1796900000000 implements MigrationInterface {
  name = 'HighContrast1796900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` ADD `show_high_contrast` tinyint NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` DROP COLUMN `show_high_contrast`');
  }
}
