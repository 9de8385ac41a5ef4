import { useEffect, useRef, useState } from 'react';
import type { Promotion } from '@wellness/shared-ui';
import classes from './welcome.module.css';

type VideoFields = Pick<
  Promotion,
  'video_url' | 'video_button_url' | 'video_caption_url' | 'video2_url' | 'video2_caption_url'
>;

/** One video with its captions, when the promotion gives them (services/admin README "Video"). */
function Video({ src, captions, label }: { src: string; captions?: string | null; label: string }) {
  return (
    <video src={src} controls className={classes.video} aria-label={label}>
      {captions ? <track kind="captions" src={captions} label="Captions" default /> : null}
    </video>
  );
}

/**
 * Spec 3 s2 "A video popup is available": the promotion's video in a dialog, opened by a
 * button (its picture when `video_button_url` is set), with captions from
 * `video_caption_url`, and the second video below it when `video2_url` is set. The browser's
 * own modal dialog: focus moves in and back, Escape closes it, the page behind is inert.
 */
export function VideoPopup({ promotion }: { promotion: VideoFields }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  if (!promotion.video_url) return null;
  return (
    <>
      {promotion.video_button_url ? (
        <button
          type="button"
          className={classes.imageButton}
          onClick={() => setOpen(true)}
          aria-label="Watch the video"
        >
          <img src={promotion.video_button_url} alt="" style={{ maxHeight: 120 }} />
        </button>
      ) : (
        <button type="button" className={classes.button} onClick={() => setOpen(true)}>
          Watch the video
        </button>
      )}
      <dialog
        ref={dialog}
        className={classes.dialog}
        aria-labelledby="video-dialog-title"
        onClose={() => setOpen(false)}
      >
        <div className={classes.dialogHeader}>
          <h2 id="video-dialog-title" className={classes.heading}>
            Programme video
          </h2>
          <button type="button" className={classes.button} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
        {open ? (
          <div className={classes.stack}>
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
          </div>
        ) : null}
      </dialog>
    </>
  );
}
