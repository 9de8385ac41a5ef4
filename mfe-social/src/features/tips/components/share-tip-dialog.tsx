import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRecordTipShareMutation, useShareTipMutation } from '../api/tips-api';
import { TIP_MESSAGES } from '../lib/tips';

export interface ShareTipDialogProps {
  tip: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
}

/** The server's own blank-content message, shown as the client's (spec 2 s5). */
const SERVER_BLANK = "Content can't be blank";

/** Blank (or only spaces) is refused; the words are sent as typed, spaces included. */
export const shareTipSchema = z.object({
  content: z.string().refine((content) => content.trim() !== '', TIP_MESSAGES.blankShare),
});
type ShareTipForm = z.infer<typeof shareTipSchema>;

/** "Share on the wall": a post with the user's words and the tip as its shared card. */
export function ShareTipDialog({ tip, opened, onClose }: ShareTipDialogProps) {
  const [share, { isLoading }] = useShareTipMutation();
  const [recordShare] = useRecordTipShareMutation();
  const errorId = useId();
  const form = useForm<ShareTipForm>({
    resolver: zodResolver(shareTipSchema),
    defaultValues: { content: '' },
    // The message goes as soon as the words change, and comes back only with the next Post.
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.content?.message;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await share({ tipId: tip.id, content }).unwrap();
      void recordShare({ tipId: tip.id, via: 'wall' });
      notifications.show({ message: TIP_MESSAGES.shared });
      close();
    } catch (failure) {
      const message = firstError(failure, TIP_MESSAGES.shareFailed);
      form.setError('content', {
        message: message === SERVER_BLANK ? TIP_MESSAGES.blankShare : message,
      });
    }
  });

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
            error={error}
            errorProps={{ id: errorId, role: 'alert' }}
            aria-describedby={error ? errorId : undefined}
            data-autofocus
            {...form.register('content', { onChange: () => form.clearErrors('content') })}
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
