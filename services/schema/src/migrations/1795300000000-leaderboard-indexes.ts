import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes the individual leaderboard reads: the opted-in board in score order, and staff by role. */
export class LeaderboardIndexes1795300000000 implements MigrationInterface {
  name = 'LeaderboardIndexes1795300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX `ix_users_leaderboard` ON `users`');
    await runner.query(
      'CREATE INDEX `ix_users_role_board` ON `users` (`promotion_id`, `role`, `opted_in_individual_leaderboard`, `total_points`)',
    );
    await runner.query(
      'CREATE INDEX `ix_users_leaderboard` ON `users` (`promotion_id`, `opted_in_individual_leaderboard`, `total_points`)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX `ix_users_leaderboard` ON `users`');
    await runner.query('DROP INDEX `ix_users_role_board` ON `users`');
    await runner.query(
      'CREATE INDEX `ix_users_leaderboard` ON `users` (`promotion_id`, `total_points`)',
    );
  }
}
