import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team weekly works (issue 15, spec 2 "Team competition": the team's weekly image, a work
 * built from the members' segments of that week; services/participant README).
 */
export class TeamWorks1798700000000 implements MigrationInterface {
  name = 'TeamWorks1798700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `team_works` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `team_id` int NOT NULL, `competition_id` int NOT NULL, `week` int NOT NULL, `style_image_id` int NULL, `segments_available` int NOT NULL DEFAULT '0', `completed_at` datetime(3) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_team_works_team_week` (`team_id`, `week`), INDEX `ix_team_works_competition_week` (`competition_id`, `week`, `completed_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      "CREATE TABLE `team_work_members` (`id` int NOT NULL AUTO_INCREMENT, `team_work_id` int NOT NULL, `user_id` int NOT NULL, `segments` int NOT NULL DEFAULT '0', UNIQUE INDEX `ux_team_work_members_work_user` (`team_work_id`, `user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `team_work_members`');
    await runner.query('DROP TABLE `team_works`');
  }
}
