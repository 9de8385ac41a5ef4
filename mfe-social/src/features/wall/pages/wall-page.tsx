import { Stack } from '@mantine/core';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { CreatePostForm } from '../components/create-post-form';
import { WallPosts } from '../components/wall-posts';

/** go.u.wall.all: /wall/all, every post on the promotion's wall and the create-post form. */
export function WallPage() {
  const { data: promotion, isLoading, refetch } = useGetCurrentPromotionQuery();
  if (isLoading) return <LoadingBlock />;
  if (!promotion) return <RetryPanel message="Could not load the program." onRetry={refetch} />;
  const title = promotion.wall_label || 'Wall';
  if (!promotion.is_wall_enabled) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <EmptyState title="The wall is not open in this program." />
      </>
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <CreatePostForm />
      <WallPosts />
    </Stack>
  );
}
