import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec 3 "Organization" SSO fields (with the OpenID Connect client) and "SSO extra". */
export class OrganizationSso1799250000000 implements MigrationInterface {
  name = 'OrganizationSso1799250000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE \`organizations\`
         ADD \`sso_label\` varchar(255) NULL,
         ADD \`sso_login_url\` varchar(500) NULL,
         ADD \`sso_redirect\` varchar(500) NULL,
         ADD \`sso_issuer_url\` varchar(500) NULL,
         ADD \`sso_client_id\` varchar(255) NULL,
         ADD \`sso_client_secret\` varchar(255) NULL,
         ADD \`is_staywell\` tinyint NOT NULL DEFAULT 0`,
    );
    await runner.query(
      `CREATE TABLE \`sso_extras\` (
         \`id\` int NOT NULL AUTO_INCREMENT,
         \`promotion_id\` int NOT NULL,
         \`name\` varchar(255) NOT NULL,
         \`data_type\` varchar(32) NOT NULL DEFAULT 'string',
         \`path\` varchar(255) NOT NULL DEFAULT 'User:udfs',
         \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
         \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
         INDEX \`ix_sso_extras_promotion\` (\`promotion_id\`),
         PRIMARY KEY (\`id\`)
       ) ENGINE=InnoDB`,
    );
    await runner.query(
      `ALTER TABLE \`users\`
         ADD \`sso_identifier\` varchar(255) NULL,
         ADD \`udfs\` text NULL,
         ADD UNIQUE INDEX \`uq_users_promotion_sso\` (\`promotion_id\`, \`sso_identifier\`)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `users` DROP INDEX `uq_users_promotion_sso`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `udfs`, DROP COLUMN `sso_identifier`');
    await runner.query('DROP TABLE `sso_extras`');
    await runner.query(
      'ALTER TABLE `organizations` DROP COLUMN `is_staywell`, DROP COLUMN `sso_client_secret`, DROP COLUMN `sso_client_id`, DROP COLUMN `sso_issuer_url`, DROP COLUMN `sso_redirect`, DROP COLUMN `sso_login_url`, DROP COLUMN `sso_label`',
    );
  }
}
