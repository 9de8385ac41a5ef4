import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The promotion's image and frame libraries (spec 3 s2 /promotion/{id}/image_library and
 * /frame_library; spec 2 "Gallery image (file library)"): pictures kept in MySQL, as the style
 * images are, so that every replica serves them.
 */
export class GalleryImages1797200000000 implements MigrationInterface {
  name = 'GalleryImages1797200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `gallery_images` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `library` varchar(8) NOT NULL, `category` varchar(8) NOT NULL, `filename` varchar(255) NOT NULL, `content_type` varchar(32) NOT NULL, `width` int NOT NULL, `height` int NOT NULL, `bytes` int NOT NULL, `image` mediumblob NOT NULL, `created_by` int NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_gallery_images_library` (`promotion_id`, `library`, `category`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `gallery_images`');
  }
}
