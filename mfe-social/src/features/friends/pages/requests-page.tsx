import { LoadingBlock, useGetMeQuery } from '@wellness/shared-ui';
import { FriendsFrame } from '../components/friends-frame';
import { SentRequests } from '../components/sent-requests';

/** go.u.profile.friends.requests: /profile/friends/requests — the sent requests tab. */
export function RequestsPage() {
  const me = useGetMeQuery();
  return (
    <FriendsFrame active="requests">
      {me.data ? (
        <SentRequests meId={me.data.id} />
      ) : (
        <LoadingBlock label="Loading sent requests" />
      )}
    </FriendsFrame>
  );
}
