import { Stack, Text, Title } from '@mantine/core';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useGetDailyRecipeQuery, useGetSecondaryRecipesQuery } from '../api/recipes-api';
import { RecipeCard } from '../components/recipe-card';
import { RecipesFrame } from '../components/recipes-frame';
import { RECIPE_MESSAGES } from '../lib/recipes';

/**
 * /recipes/why: "More WFPB Recipes" (spec 2 s2): why whole-food plant-based, the daily recipe,
 * and the secondary (WFPB) recipes.
 */
export function WhyRecipesPage() {
  const daily = useGetDailyRecipeQuery();
  const secondary = useGetSecondaryRecipesQuery();
  return (
    <RecipesFrame active="why">
      <Stack gap="md">
        <Title order={2} size="h3">
          More WFPB Recipes
        </Title>
        <Text>
          Whole-food, plant-based (WFPB) meals are built from vegetables, fruit, whole grains,
          beans, nuts and seeds, with little processing and no added oil. Start with today&apos;s
          recipe, then try the ones below.
        </Text>
        {daily.isError ? (
          <RetryPanel
            message={RECIPE_MESSAGES.dailyFailed}
            onRetry={() => void daily.refetch()}
            retrying={daily.isFetching}
          />
        ) : daily.data ? (
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" c="dimmed">
              Today&apos;s Recipe
            </Text>
            <RecipeCard recipe={daily.data} />
          </Stack>
        ) : (
          <LoadingBlock label="Loading today's recipe" />
        )}
        {secondary.isError ? (
          <RetryPanel
            message={RECIPE_MESSAGES.secondaryFailed}
            onRetry={() => void secondary.refetch()}
            retrying={secondary.isFetching}
          />
        ) : secondary.data ? (
          <ul aria-label="More WFPB Recipes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {secondary.data.map((recipe) => (
              <li key={recipe.id} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
        ) : (
          <LoadingBlock label="Loading recipes" />
        )}
      </Stack>
    </RecipesFrame>
  );
}
