import { useCallback } from 'react';
import { Stack, Title } from '@mantine/core';
import { LoadingBlock, useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';
import { useSearchParams } from 'react-router';
import { FriendList } from '../components/friend-list';
import { FriendSearch } from '../components/friend-search';
import { FriendsFrame } from '../components/friends-frame';
import { GiftPoints } from '../components/gift-points';
import { IncomingRequests } from '../components/incoming-requests';

/** go.u.profile.friends.all: /profile/friends/all?search — search, incoming requests, friends. */
export function FriendsPage() {
  const me = useGetMeQuery();
  const promotion = useGetCurrentPromotionQuery();
  const [params, setParams] = useSearchParams();
  const current = params.get('search') ?? '';
  const onSearch = useCallback(
    (text: string) => {
      if (text !== current) setParams(text ? { search: text } : {}, { replace: true });
    },
    [current, setParams],
  );
  return (
    <FriendsFrame active="all">
      {me.data ? (
        <Stack gap="lg">
          <FriendSearch
            initial={current}
            ownEmail={me.data.email}
            closed={Boolean(promotion.data?.closed)}
            onSearch={onSearch}
          />
          <GiftPoints />
          <IncomingRequests />
          <Stack gap="xs">
            <Title order={2} size="h4">
              Your friends
            </Title>
            <FriendList meId={me.data.id} />
          </Stack>
        </Stack>
      ) : (
        <LoadingBlock label="Loading friends" />
      )}
    </FriendsFrame>
  );
}
