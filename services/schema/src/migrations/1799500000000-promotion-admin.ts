import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec 3 s3 "Promotion": the fields and flags the promotion editor saves that earlier work did
 * not need (parent and launchpad promotions, labels, videos, tiles, the participant-form flags).
 */
export class PromotionAdmin1799500000000 implements MigrationInterface {
  name = 'PromotionAdmin1799500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE \`promotions\`
         ADD \`domain\` varchar(255) NULL,
         ADD \`theme\` varchar(64) NULL,
         ADD \`is_active\` tinyint NOT NULL DEFAULT 1,
         ADD \`is_parent\` tinyint NOT NULL DEFAULT 0,
         ADD \`parent_promotion_id\` int NULL,
         ADD \`coordinators\` text NULL,
         ADD \`attraction_label\` varchar(64) NOT NULL DEFAULT 'Attraction',
         ADD \`attraction_label_plural\` varchar(64) NOT NULL DEFAULT 'Attractions',
         ADD \`level_label\` varchar(64) NOT NULL DEFAULT 'Level',
         ADD \`level_label_plural\` varchar(64) NOT NULL DEFAULT 'Levels',
         ADD \`wall_label_plural\` varchar(64) NOT NULL DEFAULT 'Walls',
         ADD \`default_competition_collection_id\` int NULL,
         ADD \`tag\` varchar(64) NULL,
         ADD \`video_button_url\` varchar(512) NULL,
         ADD \`video_caption_url\` varchar(512) NULL,
         ADD \`video2_url\` varchar(512) NULL,
         ADD \`video2_caption_url\` varchar(512) NULL,
         ADD \`display_team_feature\` tinyint NOT NULL DEFAULT 0,
         ADD \`bonus_points\` int NOT NULL DEFAULT 0,
         ADD \`works_point_value\` int NOT NULL DEFAULT 0,
         ADD \`static_tiles\` text NULL,
         ADD \`dynamic_tiles\` text NULL,
         ADD \`logo\` varchar(512) NULL,
         ADD \`is_video_enabled\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_goal_page_enabled\` tinyint NOT NULL DEFAULT 0,
         ADD \`disable_manual_logging\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_automatic_wall_post_enabled\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_social_media_displayed\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_mascot_hidden\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_address_displayed\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_address_enabled\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_birthday_displayed\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_gender_displayed\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_phone_displayed\` tinyint NOT NULL DEFAULT 0,
         ADD \`is_time_zone_displayed\` tinyint NOT NULL DEFAULT 0,
         ADD INDEX \`ix_promotions_parent\` (\`parent_promotion_id\`),
         ADD INDEX \`ix_promotions_organization\` (\`organization_id\`)`,
    );
    await runner.query(
      'ALTER TABLE `organizations` ADD INDEX `ix_organizations_reseller` (`reseller_id`)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `organizations` DROP INDEX `ix_organizations_reseller`');
    await runner.query(
      `ALTER TABLE \`promotions\` DROP INDEX \`ix_promotions_organization\`, DROP INDEX \`ix_promotions_parent\`,
         ${[
           'domain',
           'theme',
           'is_active',
           'is_parent',
           'parent_promotion_id',
           'coordinators',
           'attraction_label',
           'attraction_label_plural',
           'level_label',
           'level_label_plural',
           'wall_label_plural',
           'default_competition_collection_id',
           'tag',
           'video_button_url',
           'video_caption_url',
           'video2_url',
           'video2_caption_url',
           'display_team_feature',
           'bonus_points',
           'works_point_value',
           'static_tiles',
           'dynamic_tiles',
           'logo',
           'is_video_enabled',
           'is_goal_page_enabled',
           'disable_manual_logging',
           'is_automatic_wall_post_enabled',
           'is_social_media_displayed',
           'is_mascot_hidden',
           'is_address_displayed',
           'is_address_enabled',
           'is_birthday_displayed',
           'is_gender_displayed',
           'is_phone_displayed',
           'is_time_zone_displayed',
         ]
           .map((column) => `DROP COLUMN \`${column}\``)
           .join(', ')}`,
    );
  }
}
