import { Stack } from '@mantine/core';
import { PageTitle } from '@wellness/shared-ui';
import { ExpertWall } from '../components/expert-wall';

/** go.u.wallexpert.posts: /wallexpert/posts, the expert wall (default filter "my"). */
export function ExpertPostsPage() {
  return (
    <Stack gap="lg">
      <PageTitle>Expert Wall</PageTitle>
      <ExpertWall />
    </Stack>
  );
}
