import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A promotion's upload storage quota (default 1 GiB) and the bytes its uploads use. */
export class UploadQuota1795700000000 implements MigrationInterface {
  name = 'UploadQuota1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `promotions` ADD `upload_quota_bytes` bigint NOT NULL DEFAULT 1073741824, ADD `upload_bytes_used` bigint NOT NULL DEFAULT 0',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `promotions` DROP COLUMN `upload_bytes_used`, DROP COLUMN `upload_quota_bytes`',
    );
  }
}
