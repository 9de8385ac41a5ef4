import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useSearchParams } from 'react-router';
import {
  useGetActivityCategoriesQuery,
  useGetActivityMultipliersQuery,
  useGetAdminActivitiesQuery,
} from '../api/activity-admin-api';
import { ActivityForm } from './activity-form';
import { ActivityList } from './activity-list';
import { CategoryPicker } from './category-picker';

/** The category picker, that category's activities and the editor the URL asks for. */
export function ActivityAdmin({ promotionId, weeks }: { promotionId: number; weeks: number }) {
  const [searchParams] = useSearchParams();
  const activitiesQuery = useGetAdminActivitiesQuery(promotionId);
  const categoriesQuery = useGetActivityCategoriesQuery(promotionId);
  const multipliersQuery = useGetActivityMultipliersQuery(promotionId);
  const queries = [activitiesQuery, categoriesQuery, multipliersQuery];

  if (queries.some((query) => query.isLoading)) return <LoadingBlock />;
  const activities = activitiesQuery.data;
  const categories = categoriesQuery.data;
  const multipliers = multipliersQuery.data;
  if (!activities || !categories || !multipliers) {
    const retry = () => queries.forEach((query) => void query.refetch());
    return <RetryPanel message="Could not load the activities." onRetry={retry} />;
  }

  const activityId = searchParams.get('activityId');
  const activity = activities.find((a) => String(a.id) === activityId);
  const category = searchParams.get('category') || activity?.category || categories[0]?.key || '';
  const inCategory = activities.filter((a) => a.category === category);

  let editor;
  if (activityId === 'new' || activity) {
    editor = (
      <ActivityForm
        key={activityId === 'new' ? `new:${category}` : activityId}
        promotionId={promotionId}
        activity={activity}
        category={category}
        activities={activities}
        categories={categories}
        multipliers={multipliers}
        weeks={weeks}
      />
    );
  } else if (activityId) {
    editor = (
      <Alert color="red" variant="light" role="alert">
        Activity could not be found.
      </Alert>
    );
  } else {
    editor = <Text c="dimmed">Choose an activity to edit, or create a new one.</Text>;
  }

  return (
    <Stack gap="md">
      <CategoryPicker categories={categories} value={category} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ActivityList category={category} activities={inCategory} selectedId={activityId} />
        {editor}
      </SimpleGrid>
    </Stack>
  );
}
