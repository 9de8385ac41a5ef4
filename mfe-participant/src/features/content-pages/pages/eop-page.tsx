import { Stack } from '@mantine/core';
import { ContentList, PageTitle } from '@wellness/shared-ui';

/** go.u.endofprogram (/eop): the end-of-programme message, from the eop content. */
export function EopPage() {
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>End of Programme</PageTitle>
      <ContentList category="eop" titleOrder={2} />
    </Stack>
  );
}
