import { useEffect, useState } from 'react';
import { Alert, Anchor, CloseButton, Group, Text, Transition } from '@mantine/core';
import { Link } from 'react-router';
import { useSetUserFlagMutation } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetOpenTeamInviteCountQuery } from '../api/team-banner-api';
import { teamBannerApplies, teamBannerText } from '../lib/team-banner';

/**
 * Spec 2 s9 "Top alert height 40, animation 0.5 s; team banner timers 100 ms and 800 ms": the
 * banner slides in 100 ms after its line is known; Close saves hide_team_banner at once and
 * the banner slides out, gone 800 ms later (shell README "Team banner").
 */
export const TEAM_BANNER_SHOW_MS = 100;
export const TEAM_BANNER_CLOSE_MS = 800;
const TOP_ALERT_HEIGHT = 40;
const TOP_ALERT_ANIMATION_MS = 500;
/**
 * Slides without fading: a half-faded line would fail the contrast rule (and its readers)
 * while it moves.
 */
const SLIDE = {
  in: { transform: 'translateY(0)' },
  out: { transform: 'translateY(-100%)' },
  transitionProperty: 'transform',
};

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
  const [shown, setShown] = useState(false);
  // The line that is sliding out after Close (the user's flag is already saved).
  const [leaving, setLeaving] = useState<string | null>(null);

  const waiting = askInvites && (invitations.data === undefined || requests.data === undefined);
  // Until the counts are known the banner waits, so it never shows the wrong line first.
  const text =
    applies && !waiting
      ? teamBannerText(user, { invitations: invitations.data ?? 0, requests: requests.data ?? 0 })
      : null;

  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setShown(true), TEAM_BANNER_SHOW_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), TEAM_BANNER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const line = leaving ?? text;
  if (!line) return null;
  const close = () => {
    setLeaving(line);
    void setFlag({ flag: 'hide_team_banner', value: true });
  };

  return (
    <Transition mounted={shown && !leaving} transition={SLIDE} duration={TOP_ALERT_ANIMATION_MS}>
      {(style) => (
        <Alert
          variant="light"
          mb="md"
          role="region"
          aria-label="Team banner"
          p="xs"
          mih={TOP_ALERT_HEIGHT}
          style={style}
        >
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
                {line}
              </Anchor>
            </Text>
            <CloseButton
              aria-label="Close team banner"
              disabled={closing.isLoading || Boolean(leaving)}
              onClick={close}
            />
          </Group>
        </Alert>
      )}
    </Transition>
  );
}
