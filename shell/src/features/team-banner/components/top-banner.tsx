import { useEffect, useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSetUserFlagMutation } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetBannerEvaluationQuery } from '../api/team-banner-api';
import { SURVEY_BANNER_DELAY_MS, TOP_BANNER, topBannerKind } from '../lib/top-banner';
import { TeamBanner } from './team-banner';

function BannerLink({ label, to, text }: { label: string; to: string; text: string }) {
  return (
    <Alert variant="light" mb="md" role="region" aria-label={label} p="xs">
      <Text size="sm">
        {/* The text colour, underlined: the light alert's blue link is too faint for AA. */}
        <Anchor
          component={Link}
          to={to}
          inherit
          underline="always"
          style={{ color: 'var(--mantine-color-text)' }}
        >
          {text}
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * The one banner at the top of the page (spec 3 s4 "Top banner priority"): the questionnaire,
 * else a programme evaluation (its first showing sets has_seen_evaluation_tutorial and
 * showing_evaluation_notification), else the team banner.
 */
export function TopBanner({ user, promotion }: { user: User; promotion: Promotion | undefined }) {
  // Asked only while an open evaluation is not completed (GET /users/me says which).
  const done = user.completed_evaluation_definition_ids ?? [];
  const asksEvaluation =
    user.has_seen_tutorial &&
    user.role !== 'Poster' &&
    (user.active_evaluation_definition_ids ?? []).some((id) => !done.includes(id));
  const pending = useGetBannerEvaluationQuery(user.promotion_id, { skip: !asksEvaluation });
  const kind = topBannerKind(user, promotion, pending.data);
  const [setFlag] = useSetUserFlagMutation();
  const [delayed, setDelayed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDelayed(true), SURVEY_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (kind !== 'evaluation') return;
    if (!user.has_seen_evaluation_tutorial) {
      void setFlag({ flag: 'has_seen_evaluation_tutorial', value: true });
    } else if (!user.showing_evaluation_notification) {
      void setFlag({ flag: 'showing_evaluation_notification', value: true });
    }
  }, [kind, user.has_seen_evaluation_tutorial, user.showing_evaluation_notification, setFlag]);

  if (kind === 'team') return <TeamBanner user={user} promotion={promotion} />;
  if (!delayed) return null;
  return kind === 'questionnaire' ? (
    <BannerLink label="Questionnaire" to={paths['go.u.survey']} text={TOP_BANNER.questionnaire} />
  ) : (
    <BannerLink
      label="Program evaluation"
      to={paths['go.evaluation']}
      text={TOP_BANNER.evaluation}
    />
  );
}
