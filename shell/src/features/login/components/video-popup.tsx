import { useState } from 'react';
import { Button, Modal } from '@mantine/core';

/** Spec 3 s2 "A video popup is available": the promotion's video in a dialog. */
export function VideoPopup({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Watch the video
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Programme video"
        size="lg"
        centered
      >
        {open ? (
          <video src={url} controls style={{ width: '100%' }} aria-label="Programme video">
            <track kind="captions" />
          </video>
        ) : null}
      </Modal>
    </>
  );
}
