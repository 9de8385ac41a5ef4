import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetBadgesQuery } from '../api/badges-api';
import { BadgeTable } from '../components/badge-table';
import { LockedImageForm } from '../components/locked-image-form';

/** go.u.promotion.badges: /promotion/{promotionId}/badges, the badge administration list. */
export function BadgesAdminPage() {
  const promotionId = Number(useParams().promotionId);
  const valid = Number.isInteger(promotionId) && promotionId > 0;
  const { data, isLoading, isFetching, refetch } = useGetBadgesQuery(promotionId, {
    skip: !valid,
  });

  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Badges</PageTitle>
        {valid ? (
          <Button component={Link} to={paths['promotion.badges.new'](promotionId)}>
            New badge
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed" size="sm">
        Every promotion shows the default badges until it edits its own copy; resetting an edited
        badge shows the default again.
      </Text>
      {isLoading ? <LoadingBlock label="Loading badges" /> : null}
      {!valid || (!isLoading && !data) ? (
        <RetryPanel
          title="Badges"
          message="Could not load the badges."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data ? (
        <>
          <LockedImageForm
            promotionId={promotionId}
            current={data.meta.badge_locked_image}
            fallback={data.meta.default_locked_image}
          />
          {data.data.length ? (
            <BadgeTable badges={data.data} promotionId={promotionId} />
          ) : (
            <EmptyState title="No badges yet." />
          )}
        </>
      ) : null}
    </Stack>
  );
}
