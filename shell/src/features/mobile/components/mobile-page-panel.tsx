import { Paper, Stack } from '@mantine/core';
import { ContentBlock } from '@wellness/shared-ui';
import { StoreLinks } from './store-links';

/**
 * The mobile page (spec 1 s2) as a panel above a screen's content: the `mobile_page` text and
 * the app links of the `mobile` content. It does not block the page under it.
 */
export function MobilePagePanel() {
  return (
    <Paper
      component="section"
      aria-label="Mobile app"
      withBorder
      radius="md"
      p="md"
      mb="md"
      data-testid="mobile-page"
    >
      <Stack gap="xs">
        <ContentBlock category="mobile_page" contentKey="mobile_page" titleOrder={2} />
        <StoreLinks />
      </Stack>
    </Paper>
  );
}
