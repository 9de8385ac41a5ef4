import { Alert, Anchor, CloseButton, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSetUserFlagMutation } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetOpenTeamInviteCountQuery } from '../api/team-banner-api';
import { teamBannerApplies, teamBannerText } from '../lib/team-banner';

/** The team banner at the top of the page (spec 2 s4); closing it sets hide_team_banner. */
export function TeamBanner({ user, promotion }: { user: User; promotion: Promotion | undefined }) {
  const applies = teamBannerApplies(user, promotion);
  const askInvites = applies && user.team_id === null;
  const invitations = useGetOpenTeamInviteCountQuery(
    { userId: user.id, type: 'invited' },
    { skip: !askInvites },
  );
  const requests = useGetOpenTeamInviteCountQuery(
    { userId: user.id, type: 'requested' },
    { skip: !askInvites },
  );
  const [setFlag, closing] = useSetUserFlagMutation();

  if (!applies) return null;
  // Until the counts are known the banner waits, so it never shows the wrong line first.
  if (askInvites && (invitations.data === undefined || requests.data === undefined)) return null;
  const text = teamBannerText(user, {
    invitations: invitations.data ?? 0,
    requests: requests.data ?? 0,
  });
  if (!text) return null;

  return (
    <Alert variant="light" mb="md" role="region" aria-label="Team banner" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          {/* The text colour, underlined: the light alert's blue link is too faint for AA. */}
          <Anchor
            component={Link}
            to={paths['go.u.teamcompetition.myteam']}
            inherit
            underline="always"
            style={{ color: 'var(--mantine-color-text)' }}
          >
            {text}
          </Anchor>
        </Text>
        <CloseButton
          aria-label="Close team banner"
          disabled={closing.isLoading}
          onClick={() => void setFlag({ flag: 'hide_team_banner', value: true })}
        />
      </Group>
    </Alert>
  );
}
