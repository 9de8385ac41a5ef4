import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leaderboards' location filter (spec 1 s7 `location`): a location's participants by
 * points, read along (location_id, opted_in_individual_leaderboard, total_points).
 */
export class LocationBoards1797400000000 implements MigrationInterface {
  name = 'LocationBoards1797400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE INDEX `ix_users_location_board` ON `users` (`location_id`, `opted_in_individual_leaderboard`, `total_points`)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX `ix_users_location_board` ON `users`');
  }
}
