import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Organizations, promotions, users, activities, entries and wall posts. */
export class InitialSchema1700000000000 implements MigrationInterface {
  name = 'InitialSchema1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE \`activities\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`category_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`blurb\` varchar(1024) NOT NULL DEFAULT '', \`content\` text NULL, \`image_url\` varchar(512) NULL, \`week_available\` int NOT NULL DEFAULT '1', \`sequence\` int NOT NULL DEFAULT '1', \`is_one_time\` tinyint NOT NULL DEFAULT 0, \`multiplier\` decimal(5,2) NOT NULL DEFAULT '1.00', \`parent_activity_id\` int NULL, \`point_value\` int NOT NULL DEFAULT '10', \`question\` varchar(1024) NULL, \`answers\` text NULL, \`correct_answer\` varchar(512) NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`ix_activities_promotion_week\` (\`promotion_id\`, \`week_available\`, \`sequence\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`activity_categories\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`key\` varchar(64) NOT NULL, \`display\` varchar(128) NOT NULL, \`sequence\` int NOT NULL DEFAULT '1', UNIQUE INDEX \`uq_activity_categories_promotion_key\` (\`promotion_id\`, \`key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`user_id\` int NOT NULL, \`recorded_on\` date NOT NULL, \`notes\` text NULL, \`total_points\` int NOT NULL DEFAULT '0', \`locked\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX \`uq_entries_user_day\` (\`user_id\`, \`recorded_on\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`entry_activities\` (\`id\` int NOT NULL AUTO_INCREMENT, \`entry_id\` int NOT NULL, \`activity_id\` int NOT NULL, \`feels_value\` int NOT NULL DEFAULT '0', \`point_value\` int NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX \`uq_entry_activities_entry_activity\` (\`entry_id\`, \`activity_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`organizations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`reseller_id\` int NULL, \`wskey\` varchar(64) NULL, \`is_sso_enabled\` tinyint NOT NULL DEFAULT 0, \`password_min_length\` int NOT NULL DEFAULT '8', \`password_max_length\` int NOT NULL DEFAULT '20', \`enable_account_lockouts\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`posts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`user_id\` int NOT NULL, \`content\` text NOT NULL, \`wallable_type\` varchar(32) NOT NULL DEFAULT 'Promotion', \`wallable_id\` int NOT NULL, \`parent_post_id\` int NULL, \`depth\` int NOT NULL DEFAULT '0', \`is_flagged\` tinyint NOT NULL DEFAULT 0, \`flagged_by\` int NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`ix_posts_wall\` (\`promotion_id\`, \`wallable_type\`, \`wallable_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`promotions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NULL, \`name\` varchar(255) NOT NULL, \`subdomain\` varchar(63) NOT NULL, \`program_name\` varchar(255) NOT NULL, \`starts_on\` date NOT NULL, \`ends_on\` date NOT NULL, \`logging_ends_on\` date NULL, \`launch_on\` date NULL, \`registration_starts_on\` date NULL, \`registration_ends_on\` date NULL, \`disabled_on\` date NULL, \`program_length\` int NOT NULL DEFAULT '56', \`websocket_channel\` varchar(64) NOT NULL, \`max_activities_day\` int NOT NULL DEFAULT '10', \`trivia_points\` int NOT NULL DEFAULT '5', \`entry_points\` int NOT NULL DEFAULT '0', \`default_goal\` int NOT NULL DEFAULT '1000', \`point_label\` varchar(64) NOT NULL DEFAULT 'Point', \`point_label_plural\` varchar(64) NOT NULL DEFAULT 'Points', \`friend_label\` varchar(64) NOT NULL DEFAULT 'Friend', \`friend_label_plural\` varchar(64) NOT NULL DEFAULT 'Friends', \`wall_label\` varchar(64) NOT NULL DEFAULT 'Wall', \`location_labels\` varchar(255) NOT NULL DEFAULT 'Location', \`is_launchpad\` tinyint NOT NULL DEFAULT 0, \`is_buddy_feature_displayed\` tinyint NOT NULL DEFAULT 1, \`is_wall_enabled\` tinyint NOT NULL DEFAULT 1, \`is_timeout_enabled\` tinyint NOT NULL DEFAULT 0, \`is_location_displayed\` tinyint NOT NULL DEFAULT 0, \`is_teams_enabled\` tinyint NOT NULL DEFAULT 0, \`is_show_individual_leaderboard\` tinyint NOT NULL DEFAULT 1, \`is_show_location_leaderboard\` tinyint NOT NULL DEFAULT 0, \`is_mobile_enabled\` tinyint NOT NULL DEFAULT 0, \`is_eligibility_displayed\` tinyint NOT NULL DEFAULT 0, \`hide_privacy_link\` tinyint NOT NULL DEFAULT 0, \`show_opt_in_participation_link\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX \`uq_promotions_subdomain\` (\`subdomain\`), UNIQUE INDEX \`uq_promotions_websocket_channel\` (\`websocket_channel\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`email\` varchar(255) NOT NULL, \`password_hash\` varchar(255) NOT NULL, \`role\` varchar(32) NOT NULL DEFAULT 'User', \`first_name\` varchar(100) NOT NULL, \`last_name\` varchar(100) NOT NULL, \`image_url\` varchar(512) NULL, \`location_id\` int NULL, \`team_id\` int NULL, \`total_points\` int NOT NULL DEFAULT '0', \`opted_in_individual_leaderboard\` tinyint NOT NULL DEFAULT 1, \`has_seen_add_activities_tutorial\` tinyint NOT NULL DEFAULT 0, \`goal_hit\` tinyint NOT NULL DEFAULT 0, \`show_goal_hit\` tinyint NOT NULL DEFAULT 0, \`stay_logged_in\` tinyint NOT NULL DEFAULT 0, \`failed_login_count\` int NOT NULL DEFAULT '0', \`locked_at\` datetime(3) NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`ix_users_leaderboard\` (\`promotion_id\`, \`total_points\`), UNIQUE INDEX \`uq_users_promotion_email\` (\`promotion_id\`, \`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `users`');
    await runner.query('DROP TABLE `promotions`');
    await runner.query('DROP TABLE `posts`');
    await runner.query('DROP TABLE `organizations`');
    await runner.query('DROP TABLE `entry_activities`');
    await runner.query('DROP TABLE `entries`');
    await runner.query('DROP TABLE `activity_categories`');
    await runner.query('DROP TABLE `activities`');
  }
}
