import { Alert, Button, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { ConfirmDialog } from '@wellness/shared-ui';
import { useState } from 'react';
import { useSendNotificationMutation } from '../api/coordinator-notifications-api';

/** Spec 3 s5 / s8. */
export const MESSAGE_NEEDED = 'Oops, a message is needed.';
export const SEND_FAILED = 'Could not send notification.';

/**
 * Promotional Tools: a notification to every participant of the promotion, who see it live.
 * A confirmation dialog precedes sending (spec 3 s5).
 */
export function SendNotification({ promotionId }: { promotionId: number }) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [send, { isLoading }] = useSendNotificationMutation();
  const ask = () => {
    setSent(null);
    if (!message.trim()) return setError(MESSAGE_NEEDED);
    setError(null);
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      const result = await send({ promotionId, title: title.trim(), message }).unwrap();
      setSent(`Notification sent to ${result.recipients} participants.`);
      setTitle('');
      setMessage('');
    } catch {
      setError(SEND_FAILED);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" mt="lg" component="section" aria-labelledby="notify-title">
      <Title order={2} size="h4" mb="sm" id="notify-title">
        Send a notification
      </Title>
      <Stack gap="sm">
        <TextInput
          label="Title (optional)"
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          autosize
          minRows={2}
          maxLength={1000}
          value={message}
          error={error === MESSAGE_NEEDED ? error : undefined}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {error === SEND_FAILED && (
          <Alert color="red" role="alert">
            {SEND_FAILED}
          </Alert>
        )}
        {sent && (
          <Alert color="green" role="status">
            {sent}
          </Alert>
        )}
        <div>
          <Button onClick={ask}>Send notification</Button>
        </div>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Send Notification"
        confirmLabel="Send"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        Every participant of this program will see this notification. Send it now?
      </ConfirmDialog>
    </Paper>
  );
}
