import { Button, Group, Stack, Text } from '@mantine/core';
import type { Message } from '../api/messages-api';
import { formatMessageTime, lineText } from '../lib/messages-text';

interface MessageListProps {
  name: string;
  messages: Message[];
  userId: number;
  canShowOlder: boolean;
  loadingOlder: boolean;
  onShowOlder: () => void;
}

function Line({ message, mine }: { message: Message; mine: boolean }) {
  if (message.action) {
    return (
      <Text size="sm" c="dimmed" fs="italic" ta="center">
        {lineText(message)}
      </Text>
    );
  }
  return (
    <Stack gap={0} align={mine ? 'flex-end' : 'flex-start'}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {mine ? 'You' : message.user.full_name}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
          {formatMessageTime(message.created_at_milliseconds)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Stack>
  );
}

/** The history, oldest first; new lines are announced politely to screen readers. */
export function MessageList({
  name,
  messages,
  userId,
  canShowOlder,
  loadingOlder,
  onShowOlder,
}: MessageListProps) {
  return (
    <Stack gap="sm">
      {canShowOlder ? (
        <Button variant="subtle" size="xs" onClick={onShowOlder} loading={loadingOlder}>
          Show older messages
        </Button>
      ) : null}
      <Stack gap="sm" role="log" aria-live="polite" aria-label={`Messages with ${name}`}>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            No messages yet. Say hello!
          </Text>
        ) : (
          messages.map((message) => (
            <Line key={message.id} message={message} mine={message.user_id === userId} />
          ))
        )}
      </Stack>
    </Stack>
  );
}
