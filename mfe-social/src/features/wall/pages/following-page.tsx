import { Anchor, Avatar, Group, List, Text } from '@mantine/core';
import { LoadingBlock, RetryPanel, useGetMeQuery } from '@wellness/shared-ui';
import { Link } from 'react-router';
import { useGetFollowsQuery } from '../api/wall-api';
import { WallFrame, filterPath } from '../components/wall-frame';

const withCrumb = (id: string, name: string) =>
  `${filterPath(id)}?${new URLSearchParams({ crumbName: name }).toString()}`;

/** go.u.wall.filter.following: the people the reader follows, each opening their posts. */
export function FollowingPage() {
  const { data: me } = useGetMeQuery();
  const follows = useGetFollowsQuery(me?.id ?? 0, { skip: !me });

  let body;
  if (!me || follows.isLoading) body = <LoadingBlock label="Loading followed people" />;
  else if (!follows.data)
    body = <RetryPanel message="Could not load who you follow." onRetry={follows.refetch} />;
  else if (follows.data.length === 0)
    body = <Text c="dimmed">You are not following anyone yet.</Text>;
  else
    body = (
      <List listStyleType="none" spacing="sm" aria-label="Following">
        <List.Item>
          <Anchor component={Link} to={withCrumb('following', 'All Following')}>
            All Following
          </Anchor>
        </List.Item>
        {follows.data.map((follow) => (
          <List.Item key={follow.id}>
            <Group gap="sm">
              <Avatar src={follow.profile.image?.url ?? null} alt="" radius="xl" size="sm" />
              <Anchor component={Link} to={withCrumb(String(follow.id), follow.profile.full_name)}>
                {follow.profile.full_name}
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
    );

  return <WallFrame active="following">{body}</WallFrame>;
}
