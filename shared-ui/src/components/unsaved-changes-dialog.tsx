import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';

export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. Leave without saving?';

/**
 * Spec 1 (logging notes) and spec 3 "Settings forms": while `when` is true, leaving the page
 * (another route, tab, week or day) first asks Hold Up / Stay / Leave; closing or reloading
 * the browser tab gets the browser's own prompt.
 */
export function UnsavedChangesDialog({ when }: { when: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (when) event.preventDefault();
      },
      [when],
    ),
  );

  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title="Hold Up"
      withCloseButton={false}
      centered
    >
      <Text mb="md">{UNSAVED_CHANGES_TEXT}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={stay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
