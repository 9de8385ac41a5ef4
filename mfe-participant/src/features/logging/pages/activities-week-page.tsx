import { Stack, Text } from '@mantine/core';
import {
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { activitiesWeekPath } from '../../../config/paths';
import { GoalHitDialog } from '../components/goal-hit-dialog';
import { PointsTotal } from '../components/points-total';
import { WeekLog } from '../components/week-log';
import { WeekMenu } from '../components/week-menu';
import { useLoggingRealtime } from '../hooks/use-logging-realtime';
import { lastOpenWeek } from '../lib/logging-rules';

/** go.u.activities.week: /activities/{week}?date=YYYY-MM-DD, the logging view. */
export function ActivitiesWeekPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const promotionQuery = useGetCurrentPromotionQuery();
  const promotion = promotionQuery.data;
  useLoggingRealtime();

  if (promotionQuery.isLoading) return <LoadingBlock />;
  if (!promotion) {
    return <RetryPanel message="Could not load the program." onRetry={promotionQuery.refetch} />;
  }

  const openWeek = lastOpenWeek(promotion);
  const week = Number(params.week);
  if (openWeek >= 1 && !(Number.isInteger(week) && week >= 1 && week <= openWeek)) {
    return <Navigate to={activitiesWeekPath(openWeek)} replace />;
  }

  return (
    <Stack gap="md">
      <PageTitle actions={<PointsTotal pointLabelPlural={promotion.point_label_plural} />}>
        Log activities
      </PageTitle>
      {openWeek < 1 ? (
        <Text>Logging opens when the program starts on {promotion.starts_on}.</Text>
      ) : (
        <>
          <WeekMenu weeks={promotion.weeks} lastOpenWeek={openWeek} week={week} />
          <WeekLog promotion={promotion} week={week} date={searchParams.get('date')} />
        </>
      )}
      <GoalHitDialog promotion={promotion} />
    </Stack>
  );
}
