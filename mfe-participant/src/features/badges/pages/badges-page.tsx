import { SimpleGrid, Stack, Text } from '@mantine/core';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useGetMyBadgesQuery } from '../api/badges-api';
import { BadgeCard } from '../components/badge-card';

/** go.u.badges: /badges, the participant's badges, earned first in the server's order. */
export function BadgesPage() {
  const { data, isLoading, isFetching, refetch } = useGetMyBadgesQuery();
  if (isLoading) return <LoadingBlock label="Loading badges" />;
  if (!data) {
    return (
      <>
        <PageTitle>Badges</PageTitle>
        <RetryPanel
          title="Badges"
          message="Could not load your badges."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  }
  const badges = [...data.data].sort(
    (a, b) => Number(b.earned_on !== null) - Number(a.earned_on !== null),
  );
  const earned = badges.filter((badge) => badge.earned_on !== null).length;
  return (
    <Stack>
      <PageTitle>Badges</PageTitle>
      {badges.length ? (
        <>
          <Text>
            You have earned {earned} of {badges.length} badges.
          </Text>
          <SimpleGrid
            component="ul"
            cols={{ base: 2, sm: 3, md: 4 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Badges"
          >
            {badges.map((badge) => (
              <BadgeCard key={badge.id} badge={badge} lockedImage={data.meta.badge_locked_image} />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <EmptyState title="This program has no badges yet." />
      )}
    </Stack>
  );
}
