import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Friends (issue 16, spec 2 "Friendship"): the e-mail invite's token (the link registers
 * straight into the friendship: services/social README "Friends"), one invite per address and
 * sender (the unique key decides a repeated invite), and the first-time friends popup's flag.
 */
export class Friends1798900000000 implements MigrationInterface {
  name = 'Friends1798900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `friendships` ADD `invite_token` varchar(64) NULL');
    await runner.query(
      'CREATE UNIQUE INDEX `ux_friendships_invite_token` ON `friendships` (`invite_token`)',
    );
    await runner.query(
      'CREATE UNIQUE INDEX `ux_friendships_email` ON `friendships` (`friender_id`, `friend_email`)',
    );
    await runner.query(
      'CREATE INDEX `ix_friendships_email` ON `friendships` (`promotion_id`, `friend_email`)',
    );
    await runner.query('ALTER TABLE `users` ADD `has_seen_friends` tinyint NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` DROP COLUMN `has_seen_friends`');
    await runner.query('DROP INDEX `ix_friendships_email` ON `friendships`');
    await runner.query('DROP INDEX `ux_friendships_email` ON `friendships`');
    await runner.query('DROP INDEX `ux_friendships_invite_token` ON `friendships`');
    await runner.query('ALTER TABLE `friendships` DROP COLUMN `invite_token`');
  }
}
