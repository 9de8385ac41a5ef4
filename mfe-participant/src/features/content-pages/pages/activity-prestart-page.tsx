import { Stack } from '@mantine/core';
import { ContentList, PageTitle } from '@wellness/shared-ui';
import { isPrestartIntro, isStep } from '../lib/instruction-steps';

/** go.u.activities.prestart (/activity-prestart): How It Works before the programme starts. */
export function ActivityPrestartPage() {
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>How It Works</PageTitle>
      <ContentList category="instruction_pages" include={isPrestartIntro} titleOrder={2} />
      <ContentList category="instruction_pages" include={isStep} titleOrder={2} />
    </Stack>
  );
}
