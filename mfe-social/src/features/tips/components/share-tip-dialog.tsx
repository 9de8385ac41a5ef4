import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useShareTipMutation } from '../api/tips-api';
import { TIP_MESSAGES } from '../lib/tips';

export interface ShareTipDialogProps {
  tip: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
}

/** The server's own blank-content message, shown as the client's (spec 2 s5). */
const SERVER_BLANK = "Content can't be blank";

/** "Share on the wall": a post with the user's words and the tip as its shared card. */
export function ShareTipDialog({ tip, opened, onClose }: ShareTipDialogProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [share, { isLoading }] = useShareTipMutation();
  const errorId = useId();

  const close = () => {
    setContent('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(TIP_MESSAGES.blankShare);
      return;
    }
    try {
      await share({ tipId: tip.id, content }).unwrap();
      notifications.show({ message: TIP_MESSAGES.shared });
      close();
    } catch (failure) {
      const message = firstError(failure, TIP_MESSAGES.shareFailed);
      setError(message === SERVER_BLANK ? TIP_MESSAGES.blankShare : message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Share on the wall">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Share tip">
        <Stack gap="sm">
          <Text size="sm">
            Sharing <strong>{tip.title}</strong>
          </Text>
          <Textarea
            label="Say something about this tip"
            autosize
            minRows={3}
            value={content}
            error={error}
            errorProps={{ id: errorId, role: 'alert' }}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Post
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
