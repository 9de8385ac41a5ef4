import { Anchor, Button, Group, List, Modal, Skeleton, Stack } from '@mantine/core';
import { ContentBlock, useContent } from '@wellness/shared-ui';
import { isMobileBrowser } from '../lib/mobile-prompt';

export interface MobileOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/** The store links of the `mobile` content, for a browser that is not a phone. */
function StoreLinks() {
  const { items, isLoading } = useContent('mobile');
  if (isLoading) return <Skeleton height={40} role="status" aria-label="Loading app links" />;
  const links = items.filter((item) => /^https:\/\//.test(item.custom_fields.url ?? ''));
  if (links.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" p={0}>
      {links.map((item) => (
        <List.Item key={item.id}>
          <Anchor href={item.custom_fields.url} target="_blank" rel="noopener noreferrer">
            {item.title}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The Mobile App overlay (spec 1 s2): its text from the `mobile_overlay` content; on a phone
 * one button to the device's store (GET /api/app-redirect), elsewhere both store links.
 */
export function MobileOverlay({ opened, onClose }: MobileOverlayProps) {
  const onPhone = isMobileBrowser(navigator.userAgent);
  return (
    <Modal opened={opened} onClose={onClose} title="Mobile App" centered>
      <Stack gap="md">
        <ContentBlock category="mobile_overlay" contentKey="mobile_overlay" titleOrder={3} />
        {onPhone ? null : <StoreLinks />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          {onPhone ? (
            <Button component="a" href="/api/app-redirect">
              Get the app
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
