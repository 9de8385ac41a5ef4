import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen of its own shown as a full-screen dialog (/feedback, /survey): its title is the
 * page's level-1 heading (Mantine's modal title is an h2), and it names the dialog.
 */
export function FullScreenDialog({
  title,
  onClose,
  closeLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened onClose={onClose} fullScreen radius={0}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title renderRoot={(props) => <h1 {...props} />}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
