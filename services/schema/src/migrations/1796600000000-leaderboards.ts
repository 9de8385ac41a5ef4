import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leaderboards (issue 14): the friendship table the friends board reads (spec 2
 * "Friendship"; its routes arrive with Social II), the user's friends-board opt-in, and the
 * indexes the boards' rebuild and the team and location boards read.
 */
export class Leaderboards1796600000000 implements MigrationInterface {
  name = 'Leaderboards1796600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `friendships` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `friender_id` int NOT NULL, `friendee_id` int NULL, `friend_email` varchar(255) NULL, `status` varchar(1) NOT NULL DEFAULT 'P', `message` varchar(1000) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_friendships_pair` (`friender_id`, `friendee_id`), INDEX `ix_friendships_friendee` (`friendee_id`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'ALTER TABLE `users` ADD `opted_in_friends_leaderboard` tinyint NOT NULL DEFAULT 1',
    );
    await runner.query('CREATE INDEX `ix_users_team` ON `users` (`team_id`)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX `ix_users_team` ON `users`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `opted_in_friends_leaderboard`');
    await runner.query('DROP TABLE `friendships`');
  }
}
