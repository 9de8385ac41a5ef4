import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { ConfirmDialog, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { Conversation } from '../api/messages-api';
import { useLeaveConversationMutation, useSetMutedMutation } from '../api/messages-api';
import { useThread } from '../hooks/use-thread';
import { LEAVE_TEXT, LEAVE_TITLE, MESSAGES_LOAD_FAILED } from '../lib/messages-text';
import { Composer } from './composer';
import { MessageList } from './message-list';

interface ThreadProps {
  conversation: Conversation;
  userId: number;
  onLeft: () => void;
}

/** One conversation: its history (paged, live), the composer, mute and leave. */
export function Thread({ conversation, userId, onLeft }: ThreadProps) {
  const thread = useThread(conversation.id);
  const [setMuted, muting] = useSetMutedMutation();
  const [leave, leaving] = useLeaveConversationMutation();
  const [confirming, setConfirming] = useState(false);
  const direct = conversation.conversation_type === 'd';

  const confirmLeave = async () => {
    await leave({ id: conversation.id, userId })
      .unwrap()
      .then(onLeft, () => undefined);
    setConfirming(false);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="thread-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="thread-title">
            {conversation.name}
          </Title>
          <Group gap="sm">
            <Switch
              label="Mute"
              checked={conversation.muted}
              disabled={muting.isLoading}
              onChange={(event) =>
                void setMuted({ id: conversation.id, muted: event.currentTarget.checked })
              }
            />
            {direct ? (
              <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
                Leave
              </Button>
            ) : null}
          </Group>
        </Group>
        {thread.isLoading ? (
          <LoadingBlock label="Loading messages" />
        ) : thread.isError ? (
          <RetryPanel message={MESSAGES_LOAD_FAILED} onRetry={() => void thread.refetch()} />
        ) : (
          <MessageList
            name={conversation.name}
            messages={thread.messages}
            userId={userId}
            canShowOlder={thread.canShowOlder}
            loadingOlder={thread.loadingOlder}
            onShowOlder={() => void thread.showOlder()}
          />
        )}
        <Composer key={conversation.id} conversationId={conversation.id} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={LEAVE_TITLE}
        confirmLabel="Leave"
        danger
        busy={leaving.isLoading}
        onConfirm={() => void confirmLeave()}
        onClose={() => setConfirming(false)}
      >
        {LEAVE_TEXT}
      </ConfirmDialog>
    </Paper>
  );
}
