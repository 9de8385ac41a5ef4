import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Painted works (issue 14, spec 1 s2-4 "Works"; spec 3 "Work styles and collections"):
 * collections of work styles with their pictures, each participant's works, the promotion's
 * collection, the user's segment counters (services/participant README, "Works") and the
 * home walkthrough flags.
 */
export class Works1796800000000 implements MigrationInterface {
  name = 'Works1796800000000';

  async up(runner: QueryRunner): Promise<void> {
    const stamps =
      '`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';
    await runner.query(
      `CREATE TABLE \`work_style_collections\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, ${stamps}, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`work_styles\` (\`id\` int NOT NULL AUTO_INCREMENT, \`collection_id\` int NULL, \`promotion_id\` int NULL, \`name\` varchar(100) NOT NULL, \`category\` varchar(100) NULL, \`mask_type\` char(1) NOT NULL DEFAULT 'P', \`week\` int NOT NULL DEFAULT 1, ${stamps}, INDEX \`ix_work_styles_collection_week\` (\`collection_id\`, \`week\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`style_images\` (\`id\` int NOT NULL AUTO_INCREMENT, \`style_id\` int NOT NULL, \`title\` varchar(100) NOT NULL, \`subtitle\` varchar(255) NULL, \`image\` mediumblob NOT NULL, \`content_type\` varchar(32) NOT NULL, ${stamps}, INDEX \`ix_style_images_style\` (\`style_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`works\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`user_id\` int NOT NULL, \`current_user_id\` int NULL, \`style_id\` int NOT NULL, \`style_image_id\` int NOT NULL, \`segments_available\` int NOT NULL DEFAULT 0, \`segments_revealed\` int NOT NULL DEFAULT 0, \`completed\` tinyint NOT NULL DEFAULT 0, \`completed_at\` datetime(3) NULL, \`user_completed\` tinyint NOT NULL DEFAULT 0, \`user_completed_at\` datetime(3) NULL, \`free_reveal\` tinyint NOT NULL DEFAULT 0, \`made_final_gallery_choice\` tinyint NOT NULL DEFAULT 0, \`public_gallery\` tinyint NOT NULL DEFAULT 0, \`made_final_bonus_choice\` tinyint NOT NULL DEFAULT 0, \`bonus_choice\` varchar(16) NULL, ${stamps}, UNIQUE INDEX \`ux_works_current_user\` (\`current_user_id\`), INDEX \`ix_works_user\` (\`user_id\`, \`user_completed\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query('ALTER TABLE `promotions` ADD `collection_id` int NULL');
    await runner.query(
      'ALTER TABLE `users` ADD `segments_earned` int NOT NULL DEFAULT 0, ADD `segments_banked` int NOT NULL DEFAULT 0, ADD `has_been_home` tinyint NOT NULL DEFAULT 0, ADD `started_home_walkthrough` tinyint NOT NULL DEFAULT 0',
    );
    // Accounts that existed before works count as having been home (no first-visit popup).
    await runner.query('UPDATE `users` SET `has_been_home` = 1');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `users` DROP COLUMN `started_home_walkthrough`, DROP COLUMN `has_been_home`, DROP COLUMN `segments_banked`, DROP COLUMN `segments_earned`',
    );
    await runner.query('ALTER TABLE `promotions` DROP COLUMN `collection_id`');
    await runner.query('DROP TABLE `works`');
    await runner.query('DROP TABLE `style_images`');
    await runner.query('DROP TABLE `work_styles`');
    await runner.query('DROP TABLE `work_style_collections`');
  }
}
