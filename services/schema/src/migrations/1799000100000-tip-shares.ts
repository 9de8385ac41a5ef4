import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec 2 s7 "POST /tips/{id}/shares?via={media}": each share of a tip, by its medium. */
export class TipShares1799000100000 implements MigrationInterface {
  name = 'TipShares1799000100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `tip_shares` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `content_id` int NOT NULL, `via` varchar(16) NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_tip_shares_content` (`content_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `tip_shares`');
  }
}
