import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/** Spec 2 s3 "Recipe": the Meal categories a recipe is filed under (Brunch shows as Breakfast). */
export const RECIPE_MEALS = ['Breakfast', 'Brunch', 'Lunch', 'Dinner', 'Snacks'] as const;
export type RecipeMeal = (typeof RECIPE_MEALS)[number];
/** Spec 2 s3 "Recipe": the EaseofPrep categories. */
export const RECIPE_EASES = ['Easy', 'Moderate', 'Challenging'] as const;
export type RecipeEase = (typeof RECIPE_EASES)[number];

/**
 * Owner: services/social. One recipe of the library every promotion reads (spec 2 s3).
 * `ingredients` and `directions` are newline-separated lines; `health_categories` is a
 * comma-separated list; times are minutes. `is_secondary` marks the "More WFPB Recipes" set.
 */
@Entity({ name: 'recipes' })
@Index('ix_recipes_meal', ['meal'])
export class Recipe {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @StringColumn(191)
  title!: string;

  @TextColumn()
  description!: string;

  @TextColumn()
  ingredients!: string;

  @TextColumn()
  directions!: string;

  @StringColumn(16)
  meal!: RecipeMeal;

  @StringColumn(16)
  ease_of_prep!: RecipeEase;

  @StringColumn(512, { default: '' })
  health_categories!: string;

  @IntColumn()
  servings!: number;

  @IntColumn()
  active_time!: number;

  @IntColumn()
  total_time!: number;

  @BoolColumn({ default: false })
  is_secondary!: boolean;

  @CreatedAt()
  created_at!: Date;
}

/** Owner: services/social. A user's star rating of a recipe, stored ×20 (20–100). */
@Entity({ name: 'recipe_ratings' })
@Index('ix_recipe_ratings_recipe', ['recipe_id'])
@Index('ux_recipe_ratings_user_recipe', ['user_id', 'recipe_id'], { unique: true })
export class RecipeRating {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  recipe_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  promotion_id!: number;

  @Column({ type: 'int' })
  score!: number;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
