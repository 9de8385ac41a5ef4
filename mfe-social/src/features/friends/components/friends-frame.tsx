import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RouteTabs,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { FirstTimeFriends } from './first-time-friends';

type FriendsTab = 'all' | 'requests';

const tabs = [
  { value: 'all', label: 'All Friends', to: paths['go.u.profile.friends.all'] },
  { value: 'requests', label: 'Sent Requests', to: paths['go.u.profile.friends.requests'] },
] as const;

/** The friends pages' frame: title, tabs and the first-time popup (spec 2 s2 "Friends"). */
export function FriendsFrame({ active, children }: { active: FriendsTab; children: ReactNode }) {
  const promotion = useGetCurrentPromotionQuery();
  if (!promotion.data) return <LoadingBlock label="Loading friends" />;
  const title = promotion.data.friend_label_plural || 'Friends';
  if (!promotion.data.is_buddy_feature_displayed) {
    return (
      <Stack gap="md">
        <PageTitle>{title}</PageTitle>
        <EmptyState
          title={`${title} are not part of this programme.`}
          description="Your programme has switched this feature off. The wall and the leaderboards are still there for you."
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <RouteTabs label={title} tabs={tabs} active={active} />
      {children}
      <FirstTimeFriends />
    </Stack>
  );
}
