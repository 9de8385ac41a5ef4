import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useGetDailyRecipeQuery } from '../api/recipes-api';
import { RecipeDetail } from '../components/recipe-detail';
import { RecipesFrame } from '../components/recipes-frame';
import { RECIPE_MESSAGES } from '../lib/recipes';
import { useRecipeReader } from '../lib/use-reader';

/** /recipes/today: "Today's Recipe", the same for everyone all day (services/social README). */
export function TodayRecipePage() {
  const daily = useGetDailyRecipeQuery();
  const { signedIn, canShare } = useRecipeReader();
  let body;
  if (daily.isError) {
    body = (
      <RetryPanel
        message={RECIPE_MESSAGES.dailyFailed}
        onRetry={() => void daily.refetch()}
        retrying={daily.isFetching}
      />
    );
  } else if (!daily.data) {
    body = <LoadingBlock label="Loading today's recipe" />;
  } else {
    body = (
      <RecipeDetail
        recipe={daily.data}
        signedIn={signedIn}
        canShare={canShare}
        eyebrow="Today's Recipe"
      />
    );
  }
  return <RecipesFrame active="today">{body}</RecipesFrame>;
}
