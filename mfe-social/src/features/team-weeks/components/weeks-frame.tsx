import type { ReactNode } from 'react';
import type { CurrentCompetition, User } from '@wellness/shared-ui';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';

export interface WeeksContext {
  user: User;
  competition: CurrentCompetition;
}

/** The frame of the team week screens (title Team): the session, or why there is nothing. */
export function WeeksFrame({
  title,
  children,
}: {
  title: string;
  children: (context: WeeksContext) => ReactNode;
}) {
  const me = useGetMeQuery();
  const promotion = useGetCurrentPromotionQuery();
  const competition = promotion.data?.current_competition ?? null;

  let body: ReactNode;
  if (!me.data || !promotion.data) body = <LoadingBlock label="Loading team" />;
  else if (!promotion.data.is_teams_enabled || !competition) {
    body = (
      <EmptyState
        title="There is no team competition right now."
        description="When your programme opens one, the teams' weeks show here."
      />
    );
  } else body = children({ user: me.data, competition });

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {body}
    </>
  );
}
