import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team invites (issue 15, spec 2 s3 "Team invite"): a team's invite of a user or of an e-mail
 * address not registered yet, and a user's request to join a team.
 */
export class TeamInvites1798600000000 implements MigrationInterface {
  name = 'TeamInvites1798600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `team_invites` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `team_id` int NOT NULL, `user_id` int NULL, `email` varchar(255) NULL, `invite_type` varchar(1) NOT NULL, `status` varchar(1) NOT NULL DEFAULT 'U', `message` varchar(1000) NULL, `resent_at` datetime(3) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_team_invites_team` (`team_id`, `status`), INDEX `ix_team_invites_user` (`user_id`, `status`), INDEX `ix_team_invites_email` (`promotion_id`, `email`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `team_invites`');
  }
}
