import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The finished work's bonus (services/participant README "Works", finalise flow): the points
 * a kept bonus earned and the day they count on.
 */
export class WorkBonus1797800000000 implements MigrationInterface {
  name = 'WorkBonus1797800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query("ALTER TABLE `works` ADD `bonus_points` int NOT NULL DEFAULT '0'");
    await runner.query('ALTER TABLE `works` ADD `bonus_on` date NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `works` DROP COLUMN `bonus_on`');
    await runner.query('ALTER TABLE `works` DROP COLUMN `bonus_points`');
  }
}
