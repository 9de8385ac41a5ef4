import type { MigrationInterface, QueryRunner } from 'typeorm';

const STAMPS =
  '`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

/**
 * Competitions, behaviours, levels and point thresholds (issue 15, spec 3 s3): a promotion's
 * team competitions with their team scoring rule, the behaviours of a competition and the
 * promotion's default ones, the promotion's levels and its point thresholds.
 */
export class Competitions1798000000000 implements MigrationInterface {
  name = 'Competitions1798000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE \`competitions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`enrollment_starts_on\` date NOT NULL, \`enrollment_ends_on\` date NOT NULL, \`competition_starts_on\` date NOT NULL, \`competition_ends_on\` date NOT NULL, \`comp_length\` int NOT NULL, \`team_size_min\` int NOT NULL DEFAULT '4', \`team_size_max\` int NOT NULL DEFAULT '4', \`freeze_team_scores\` tinyint NOT NULL DEFAULT 1, \`freeze_team_scores_on\` date NULL, \`works_value\` int NOT NULL DEFAULT '500', \`collection_id\` int NULL, \`scoring_rule\` varchar(16) NOT NULL DEFAULT 'sum', ${STAMPS}, INDEX \`ix_competitions_promotion\` (\`promotion_id\`, \`competition_starts_on\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`behaviors\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`start\` date NULL, \`end\` date NULL, \`sequence\` int NOT NULL DEFAULT '0', \`is_default\` tinyint NOT NULL DEFAULT 0, \`behaviorable_type\` varchar(32) NOT NULL DEFAULT 'Competition', \`behaviorable_id\` int NULL, ${STAMPS}, INDEX \`ix_behaviors_promotion\` (\`promotion_id\`, \`behaviorable_type\`, \`behaviorable_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`levels\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`sequence\` int NOT NULL DEFAULT '0', ${STAMPS}, INDEX \`ix_levels_promotion\` (\`promotion_id\`, \`sequence\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await runner.query(
      `CREATE TABLE \`point_thresholds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`promotion_id\` int NOT NULL, \`pointable_type\` varchar(16) NOT NULL, \`pointable_id\` int NULL, \`value\` int NOT NULL, \`value_label\` varchar(255) NOT NULL, ${STAMPS}, INDEX \`ix_point_thresholds_promotion\` (\`promotion_id\`, \`pointable_type\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `point_thresholds`');
    await runner.query('DROP TABLE `levels`');
    await runner.query('DROP TABLE `behaviors`');
    await runner.query('DROP TABLE `competitions`');
  }
}
