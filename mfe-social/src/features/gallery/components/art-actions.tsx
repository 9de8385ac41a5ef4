import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog, firstError } from '@wellness/shared-ui';
import { useState } from 'react';
import { useRemoveArtMutation, useReportArtMutation } from '../api/gallery-api';
import type { GalleryPost } from '../api/gallery-api';
import { REMOVE_ART, REPORT_ART } from '../lib/gallery';
import { EditArtDialog } from './edit-art-dialog';

type Dialog = 'remove' | 'report' | 'edit' | null;

/** Edit (the owner), Report Art and Remove Art, each behind its dialog (spec 2 s8). */
export function ArtActions({ post, mine }: { post: GalleryPost; mine: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removeArt, removing] = useRemoveArtMutation();
  const [reportArt, reporting] = useReportArtMutation();
  const title = post.gallery?.title ?? 'art';
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setDialog(null);
    } catch (error) {
      notifications.show({ color: 'red', message: firstError(error), autoClose: false });
    }
  };
  return (
    <>
      <Group gap="xs">
        {mine && post.gallery && (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Edit ${title}`}
            onClick={() => setDialog('edit')}
          >
            Edit
          </Button>
        )}
        {post.can_report && (
          <Button size="compact-sm" variant="subtle" onClick={() => setDialog('report')}>
            Report
          </Button>
        )}
        {post.can_delete && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => setDialog('remove')}
          >
            Remove
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={dialog === 'remove'}
        title={REMOVE_ART.title}
        confirmLabel="Remove"
        danger
        busy={removing.isLoading}
        onConfirm={() => run(() => removeArt(post.id).unwrap())}
        onClose={() => setDialog(null)}
      >
        {REMOVE_ART.message}
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'report'}
        title={REPORT_ART.title}
        confirmLabel="Report"
        danger
        busy={reporting.isLoading}
        onConfirm={() => run(() => reportArt(post.id).unwrap())}
        onClose={() => setDialog(null)}
      >
        {REPORT_ART.message}
      </ConfirmDialog>
      {post.gallery && dialog === 'edit' && (
        <EditArtDialog post={post} art={post.gallery} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
