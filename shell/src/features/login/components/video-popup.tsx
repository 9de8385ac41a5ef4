import { useState } from 'react';
import { Button, Image, Modal, Stack } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';

type VideoFields = Pick<
  Promotion,
  'video_url' | 'video_button_url' | 'video_caption_url' | 'video2_url' | 'video2_caption_url'
>;

/** One video with its captions, when the promotion gives them (services/admin README "Video"). */
function Video({ src, captions, label }: { src: string; captions?: string | null; label: string }) {
  return (
    <video src={src} controls style={{ width: '100%' }} aria-label={label}>
      {captions ? <track kind="captions" src={captions} label="Captions" default /> : null}
    </video>
  );
}

/**
 * Spec 3 s2 "A video popup is available": the promotion's video in a dialog, opened by a
 * button (its picture when `video_button_url` is set), with captions from
 * `video_caption_url`, and the second video below it when `video2_url` is set.
 */
export function VideoPopup({ promotion }: { promotion: VideoFields }) {
  const [open, setOpen] = useState(false);
  if (!promotion.video_url) return null;
  return (
    <>
      {promotion.video_button_url ? (
        <Button
          variant="subtle"
          h="auto"
          p={0}
          w="fit-content"
          onClick={() => setOpen(true)}
          aria-label="Watch the video"
        >
          <Image src={promotion.video_button_url} alt="" mah={120} w="auto" />
        </Button>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
          Watch the video
        </Button>
      )}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Programme video"
        size="lg"
        centered
      >
        {open ? (
          <Stack>
            <Video
              src={promotion.video_url}
              captions={promotion.video_caption_url}
              label="Programme video"
            />
            {promotion.video2_url ? (
              <Video
                src={promotion.video2_url}
                captions={promotion.video2_caption_url}
                label="Second programme video"
              />
            ) : null}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
