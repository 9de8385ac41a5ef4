import { Alert } from '@mantine/core';
import { PageTitle } from '@wellness/shared-ui';
import { ProgramGate } from '../../../components/program-gate';
import { isStaff } from '../../../lib/roles';
import { ActivityAdmin } from '../components/activity-admin';

export const NOT_ALLOWED = 'You are not allowed to manage activities.';

/**
 * go.u.promotion.activities: /activities?activityId&category. Staff only; the server refuses
 * everybody else anyway.
 */
export function ActivityAdminPage() {
  return (
    <ProgramGate>
      {({ me, promotion }) => (
        <>
          <PageTitle>Manage activities</PageTitle>
          {isStaff(me.role) ? (
            <ActivityAdmin promotionId={promotion.id} weeks={promotion.weeks} />
          ) : (
            <Alert color="red" variant="light" role="alert">
              {NOT_ALLOWED}
            </Alert>
          )}
        </>
      )}
    </ProgramGate>
  );
}
