import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec 2 s3 "User flags used here": hide_team_banner, set when the user closes the team banner. */
export class HideTeamBanner1799200000000 implements MigrationInterface {
  name = 'HideTeamBanner1799200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` ADD `hide_team_banner` tinyint NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` DROP COLUMN `hide_team_banner`');
  }
}
