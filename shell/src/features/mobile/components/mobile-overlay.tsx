import { Button, Group, Modal, Stack } from '@mantine/core';
import { ContentBlock } from '@wellness/shared-ui';
import { isMobileBrowser } from '../lib/mobile-prompt';
import { StoreLinks } from './store-links';

export interface MobileOverlayProps {
  opened: boolean;
  onClose: () => void;
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
