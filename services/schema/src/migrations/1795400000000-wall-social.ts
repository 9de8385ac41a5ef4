import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The wall (issue 5): likes, follows, post tags, shared content and photos on posts, wall experts. */
export class WallSocial1795400000000 implements MigrationInterface {
  name = 'WallSocial1795400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `follows` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `followee_id` int NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_follows_followee` (`followee_id`), UNIQUE INDEX `uq_follows_user_followee` (`user_id`, `followee_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      "CREATE TABLE `likes` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `likeable_type` varchar(32) NOT NULL DEFAULT 'Post', `likeable_id` int NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_likes_likeable` (`likeable_type`, `likeable_id`), UNIQUE INDEX `uq_likes_user_likeable` (`user_id`, `likeable_type`, `likeable_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `post_tags` (`id` int NOT NULL AUTO_INCREMENT, `post_id` int NOT NULL, `user_id` int NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_post_tags_user` (`user_id`), UNIQUE INDEX `uq_post_tags_post_user` (`post_id`, `user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query('ALTER TABLE `posts` ADD `postable_type` varchar(32) NULL');
    await runner.query('ALTER TABLE `posts` ADD `postable_id` int NULL');
    await runner.query('ALTER TABLE `posts` ADD `photo_url` varchar(512) NULL');
    await runner.query('ALTER TABLE `users` ADD `is_wall_expert` tinyint NOT NULL DEFAULT 0');
    await runner.query('CREATE INDEX `ix_posts_parent` ON `posts` (`parent_post_id`)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX `ix_posts_parent` ON `posts`');
    await runner.query('ALTER TABLE `users` DROP COLUMN `is_wall_expert`');
    await runner.query('ALTER TABLE `posts` DROP COLUMN `photo_url`');
    await runner.query('ALTER TABLE `posts` DROP COLUMN `postable_id`');
    await runner.query('ALTER TABLE `posts` DROP COLUMN `postable_type`');
    await runner.query('DROP TABLE `post_tags`');
    await runner.query('DROP TABLE `likes`');
    await runner.query('DROP TABLE `follows`');
  }
}
