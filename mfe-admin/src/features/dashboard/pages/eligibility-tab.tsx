import { Stack, Title } from '@mantine/core';
import { PageTitle } from '@wellness/shared-ui';
import { EligibilityFiles } from '../components/eligibility-files';
import { EligibilityRows } from '../components/eligibility-rows';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';

export { ELIGIBILITIES_FAILED } from '../lib/eligibility-messages';

/** The promotion's eligibility list and its uploaded files (coordinator.dashboard.eligibility). */
export function EligibilityTab() {
  const promotionId = useDashboardPromotionId();
  return (
    <Stack>
      <PageTitle>Eligibility</PageTitle>
      {promotionId ? (
        <>
          <EligibilityRows promotionId={promotionId} />
          <Title order={2} size="h4">
            Eligibility files
          </Title>
          <EligibilityFiles promotionId={promotionId} />
        </>
      ) : null}
    </Stack>
  );
}
