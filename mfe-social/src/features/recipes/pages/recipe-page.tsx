import { Anchor, Stack } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { Link, useParams } from 'react-router';
import { useGetRecipeQuery } from '../api/recipes-api';
import { RecipeDetail } from '../components/recipe-detail';
import { RecipesFrame } from '../components/recipes-frame';
import { RECIPE_MESSAGES, allRecipesPath } from '../lib/recipes';
import { useRecipeReader } from '../lib/use-reader';

/** /recipe/{id}: one recipe (shared wall posts link here). */
export function RecipePage() {
  const { id } = useParams();
  const recipeId = Number(id);
  const valid = Number.isInteger(recipeId) && recipeId > 0;
  const recipe = useGetRecipeQuery(valid ? recipeId : skipToken);
  const { signedIn, canShare } = useRecipeReader();
  const missing =
    !valid || (recipe.error && 'status' in recipe.error && recipe.error.status === 404);
  let body;
  if (missing) {
    body = <EmptyState title={RECIPE_MESSAGES.recipeFailed} />;
  } else if (recipe.isError) {
    body = (
      <RetryPanel
        message={RECIPE_MESSAGES.recipeFailed}
        onRetry={() => void recipe.refetch()}
        retrying={recipe.isFetching}
      />
    );
  } else if (!recipe.data) {
    body = <LoadingBlock label="Loading the recipe" />;
  } else {
    body = <RecipeDetail recipe={recipe.data} signedIn={signedIn} canShare={canShare} />;
  }
  return (
    <RecipesFrame active={null}>
      <Stack gap="sm">
        <Anchor component={Link} to={allRecipesPath('all')} size="sm">
          ← All Recipes
        </Anchor>
        {body}
      </Stack>
    </RecipesFrame>
  );
}
