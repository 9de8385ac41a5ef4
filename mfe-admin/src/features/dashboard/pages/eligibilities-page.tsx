import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@wellness/shared-ui';
import { EligibilityRows } from '../components/eligibility-rows';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';
import { eligibilityPaths } from '../lib/eligibility-paths';

/** /eligibilities: the list of who may register. */
export function EligibilitiesPage() {
  const promotionId = useDashboardPromotionId();
  return (
    <Stack p="md">
      <PageTitle>Eligibilities</PageTitle>
      <Anchor component={Link} to={eligibilityPaths.files}>
        Eligibility files
      </Anchor>
      {promotionId ? <EligibilityRows promotionId={promotionId} /> : null}
    </Stack>
  );
}
