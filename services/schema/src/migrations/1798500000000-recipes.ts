import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recipes (issue 16, spec 2 s3 "Recipe"): the recipe library every promotion reads, and each
 * user's star rating of a recipe (once per user and recipe: the unique key). Favourites are
 * rows of `likes` with `likeable_type 'Recipe'`.
 */
export class Recipes1798500000000 implements MigrationInterface {
  name = 'Recipes1798500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "CREATE TABLE `recipes` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(191) NOT NULL, `description` text NOT NULL, `ingredients` text NOT NULL, `directions` text NOT NULL, `meal` varchar(16) NOT NULL, `ease_of_prep` varchar(16) NOT NULL, `health_categories` varchar(512) NOT NULL DEFAULT '', `servings` int NOT NULL, `active_time` int NOT NULL, `total_time` int NOT NULL, `is_secondary` tinyint NOT NULL DEFAULT 0, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_recipes_meal` (`meal`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `recipe_ratings` (`id` int NOT NULL AUTO_INCREMENT, `recipe_id` int NOT NULL, `user_id` int NOT NULL, `promotion_id` int NOT NULL, `score` int NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_recipe_ratings_recipe` (`recipe_id`), UNIQUE INDEX `ux_recipe_ratings_user_recipe` (`user_id`, `recipe_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `recipe_ratings`');
    await runner.query('DROP TABLE `recipes`');
  }
}
