import type { EntityManager } from 'typeorm';
import { Recipe } from '../../entities';
import { BREAKFAST_RECIPES } from './breakfast';
import { DINNER_RECIPES } from './dinner';
import { LUNCH_RECIPES } from './lunch';
import { SNACK_RECIPES } from './snacks';
import type { SeedRecipe } from './types';

/** The recipe library every promotion reads (written for this project; whole-food plant-based). */
export const SEED_RECIPES: SeedRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...LUNCH_RECIPES,
  ...DINNER_RECIPES,
  ...SNACK_RECIPES,
];

const lines = (text: string) =>
  text
    .split(' | ')
    .map((line) => line.trim())
    .join('\n');

/** Seeds the recipes once, with the default promotion's content. */
export async function seedRecipes(manager: EntityManager): Promise<void> {
  await manager.save(
    Recipe,
    SEED_RECIPES.map((recipe) => ({
      title: recipe.title,
      description: recipe.description,
      ingredients: lines(recipe.ingredients),
      directions: lines(recipe.directions),
      meal: recipe.meal,
      ease_of_prep: recipe.ease,
      health_categories: recipe.health,
      servings: recipe.servings,
      active_time: recipe.active,
      total_time: recipe.total,
      is_secondary: recipe.secondary === true,
    })),
  );
}
