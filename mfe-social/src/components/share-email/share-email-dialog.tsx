import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useEmailContentMutation } from './share-email-api';
import type { ShareModel } from './share-email-api';
import {
  CLOSE_AFTER_SENT_MS,
  MAX_MESSAGE,
  SHARE_EMAIL_MESSAGES,
  recipientsError,
} from './share-email';

export interface ShareEmailDialogProps {
  tip: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
  /** What is shared: a tip (default) or a recipe (spec 2 "POST /emails/content" model). */
  model?: ShareModel;
}

export const shareEmailSchema = z.object({
  emails: z.string().superRefine((emails, context) => {
    const message = recipientsError(emails);
    if (message) context.addIssue({ code: 'custom', message });
  }),
  message: z.string().max(MAX_MESSAGE, `Write at most ${MAX_MESSAGE} characters.`),
});
type ShareEmailForm = z.infer<typeof shareEmailSchema>;

/**
 * "Share by e-mail" (spec 2 s8): addresses and an optional message. A recipient refusal shows
 * on the addresses; any other failure under the form; success toasts "Email sent
 * successfully." and the dialog closes 3 s later (spec 2 s9).
 */
export function ShareEmailDialog({ tip, opened, onClose, model = 'Tip' }: ShareEmailDialogProps) {
  const [send, { isLoading }] = useEmailContentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const emailsErrorId = useId();
  const messageErrorId = useId();
  const hintId = useId();
  const form = useForm<ShareEmailForm>({
    resolver: zodResolver(shareEmailSchema),
    defaultValues: { emails: '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const emailsError = form.formState.errors.emails?.message;
  const messageError = form.formState.errors.message?.message;

  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const close = () => {
    clearTimeout(closing.current);
    form.reset();
    setFailure(null);
    setSent(false);
    onClose();
  };

  const submit = form.handleSubmit(async ({ emails, message }) => {
    setFailure(null);
    try {
      await send({ id: tip.id, model, emails, message }).unwrap();
      notifications.show({ message: SHARE_EMAIL_MESSAGES.sent });
      setSent(true);
      closing.current = setTimeout(close, CLOSE_AFTER_SENT_MS);
    } catch (error) {
      const reason = firstError(error, SHARE_EMAIL_MESSAGES.failed);
      if (reason === SHARE_EMAIL_MESSAGES.noRecipients) {
        form.setError('emails', { message: reason });
      } else {
        setFailure(reason);
      }
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Share by e-mail">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Share tip by e-mail">
        <Stack gap="sm">
          <Text size="sm">
            Sharing <strong>{tip.title}</strong>
          </Text>
          <TextInput
            label="Email addresses"
            description="Separate addresses with commas or semicolons."
            descriptionProps={{ id: hintId }}
            error={emailsError}
            errorProps={{ id: emailsErrorId, role: 'alert' }}
            aria-describedby={emailsError ? `${hintId} ${emailsErrorId}` : hintId}
            data-autofocus
            disabled={sent}
            {...form.register('emails', { onChange: () => form.clearErrors('emails') })}
          />
          <Textarea
            label="Message"
            autosize
            minRows={3}
            error={messageError}
            errorProps={{ id: messageErrorId, role: 'alert' }}
            aria-describedby={messageError ? messageErrorId : undefined}
            disabled={sent}
            {...form.register('message', { onChange: () => form.clearErrors('message') })}
          />
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {sent ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" loading={isLoading} disabled={sent}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
