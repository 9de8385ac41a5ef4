import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Eligibility files (issue 13, spec 3 "EligibilityFile"): the uploaded CSV is kept in MySQL in
 * chunks (no shared disk between the admin service and the worker, never whole in memory), the
 * worker's progress in `rows_processed`, and the bad rows with their line numbers and reasons.
 */
export class EligibilityFiles1796200000000 implements MigrationInterface {
  name = 'EligibilityFiles1796200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `eligibility_files` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `filename` varchar(255) NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'uploaded', `run` int NOT NULL DEFAULT '0', `total_rows` int NOT NULL DEFAULT '0', `rows_processed` int NOT NULL DEFAULT '0', `rows_failed` int NOT NULL DEFAULT '0', `byte_size` bigint NOT NULL DEFAULT 0, `created_by` int NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_eligibility_files_promotion` (`promotion_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `eligibility_file_chunks` (`file_id` int NOT NULL, `seq` int NOT NULL, `data` mediumblob NOT NULL, PRIMARY KEY (`file_id`, `seq`)) ENGINE=InnoDB',
    );
    await runner.query(
      'CREATE TABLE `eligibility_file_errors` (`file_id` int NOT NULL, `line` int NOT NULL, `reason` varchar(255) NOT NULL, PRIMARY KEY (`file_id`, `line`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `eligibility_file_errors`');
    await runner.query('DROP TABLE `eligibility_file_chunks`');
    await runner.query('DROP TABLE `eligibility_files`');
  }
}
