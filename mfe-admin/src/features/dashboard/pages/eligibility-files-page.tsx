import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@wellness/shared-ui';
import { EligibilityFiles } from '../components/eligibility-files';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';
import { eligibilityPaths } from '../lib/eligibility-paths';

/** /eligibilityfiles: upload a CSV, watch it process, see the rows left out. */
export function EligibilityFilesPage() {
  const promotionId = useDashboardPromotionId();
  return (
    <Stack p="md">
      <PageTitle>Eligibility Files</PageTitle>
      <Anchor component={Link} to={eligibilityPaths.list}>
        Eligibilities
      </Anchor>
      {promotionId ? <EligibilityFiles promotionId={promotionId} /> : null}
    </Stack>
  );
}
