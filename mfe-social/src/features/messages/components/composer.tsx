import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { firstError } from '@wellness/shared-ui';
import { useSendMessageMutation } from '../api/messages-api';
import { SEND_FAILED } from '../lib/messages-text';

/** Writes a message; Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId }: { conversationId: number }) {
  const [body, setBody] = useState('');
  const [send, sending] = useSendMessageMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!body.trim() || sending.isLoading) return;
    setError(null);
    try {
      await send({ id: conversationId, body }).unwrap();
      setBody('');
    } catch (failure) {
      setError(firstError(failure, SEND_FAILED)); // the text stays for another try
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="xs">
        {error ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        <Textarea
          label="Message"
          placeholder="Write a message"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending.isLoading} disabled={!body.trim()}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
