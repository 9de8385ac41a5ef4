import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration (issue 13): the profile images a person picks from when registering (spec 3
 * "Profile image: id, url, promotion_id"; services/participant README, "Registration").
 */
export class Registration1796100000000 implements MigrationInterface {
  name = 'Registration1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `profile_images` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `url` varchar(512) NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_profile_images_promotion` (`promotion_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `profile_images`');
  }
}
