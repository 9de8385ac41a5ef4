import { Stack } from '@mantine/core';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  RouteTabs,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import type { RouteTab } from '@wellness/shared-ui';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type WallTab = 'all' | 'following' | 'location' | 'friends' | 'my' | 'tagged';

export const filterPath = (filter: string) =>
  paths['go.u.wall.filter.view'].replace(':filter', encodeURIComponent(filter));

const TABS: RouteTab<WallTab>[] = [
  { value: 'all', label: 'All posts', to: paths['go.u.wall.all'] },
  { value: 'following', label: 'Following', to: paths['go.u.wall.filter.following'] },
  { value: 'location', label: 'Location', to: filterPath('location') },
  { value: 'friends', label: 'Friends', to: filterPath('friends') },
  { value: 'my', label: 'My posts', to: filterPath('my') },
  { value: 'tagged', label: 'Tagged', to: filterPath('tagged') },
];

/** The tabbed frame of go.u.wall: needs the current promotion with its wall switched on. */
export function WallFrame({ active, children }: { active: WallTab | null; children: ReactNode }) {
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
      <RouteTabs label="Wall filters" tabs={TABS} active={active} />
      {children}
    </Stack>
  );
}
