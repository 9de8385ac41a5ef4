import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The location tree editor: siblings' order, and uploaded locations files (spec 1 "locations"). */
export class LocationTree1797100000000 implements MigrationInterface {
  name = 'LocationTree1797100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query("ALTER TABLE `locations` ADD `sequence` int NOT NULL DEFAULT '0'");
    await runner.query(
      "CREATE TABLE `location_files` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `filename` varchar(255) NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'processing', `content` mediumtext NOT NULL, `rows_processed` int NOT NULL DEFAULT '0', `rows_created` int NOT NULL DEFAULT '0', `rows_failed` int NOT NULL DEFAULT '0', `errors` text NULL, `created_by` int NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_location_files_promotion` (`promotion_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `location_files`');
    await runner.query('ALTER TABLE `locations` DROP COLUMN `sequence`');
  }
}
