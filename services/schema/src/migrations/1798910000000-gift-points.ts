import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift points (issue 16, spec 2 s3/s4 "Gift points"; services/participant README "Gift
 * points"): a finished work's bonus offered to a friend or teammate, who accepts (applied 1)
 * or declines (applied 0). One gift per work (unique work), one per giver per day (unique
 * giver and day).
 */
export class GiftPoints1798910000000 implements MigrationInterface {
  name = 'GiftPoints1798910000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `work_bonuses` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `work_id` int NOT NULL, `earned_by_id` int NOT NULL, `target_user_id` int NOT NULL, `points` int NOT NULL, `applied` tinyint NULL, `offered_on` date NOT NULL, `decided_on` date NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_work_bonuses_work` (`work_id`), UNIQUE INDEX `ux_work_bonuses_giver_day` (`earned_by_id`, `offered_on`), INDEX `ix_work_bonuses_target` (`target_user_id`, `decided_on`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `work_bonuses`');
  }
}
