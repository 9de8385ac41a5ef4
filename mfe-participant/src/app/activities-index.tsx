import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@wellness/shared-ui';
import { useSearchParams } from 'react-router';
import { ACTIVITY_ADMIN_PARAMS } from '../config/paths';

const ActivityAdminPage = lazy(() =>
  import('../features/activity-admin/pages/activity-admin-page').then((m) => ({
    default: m.ActivityAdminPage,
  })),
);
const CurrentWeekRedirect = lazy(() =>
  import('../features/logging/pages/current-week-redirect').then((m) => ({
    default: m.CurrentWeekRedirect,
  })),
);

/**
 * /activities is two states: with activityId or category it is go.u.promotion.activities
 * (activity administration), without them go.u.activities (the current week's log).
 */
export function ActivitiesIndex() {
  const [searchParams] = useSearchParams();
  const isAdmin = ACTIVITY_ADMIN_PARAMS.some((name) => searchParams.has(name));
  return (
    <Suspense fallback={<LoadingBlock />}>
      {isAdmin ? <ActivityAdminPage /> : <CurrentWeekRedirect />}
    </Suspense>
  );
}
