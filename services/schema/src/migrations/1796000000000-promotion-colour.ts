import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A promotion's brand colour (`#rrggbb`, or null for the product's own): the header of every
 * e-mail the promotion sends (services/worker README, "Every message").
 */
export class PromotionColour1796000000000 implements MigrationInterface {
  name = 'PromotionColour1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `promotions` ADD `theme_color` varchar(7) NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `promotions` DROP COLUMN `theme_color`');
  }
}
