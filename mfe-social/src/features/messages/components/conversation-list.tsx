import { Badge, NavLink, Stack, Text } from '@mantine/core';
import type { Conversation } from '../api/messages-api';
import { lineText } from '../lib/messages-text';

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function Preview({ conversation }: { conversation: Conversation }) {
  const last = conversation.current_messages.at(-1);
  const kind = conversation.conversation_type === 't' ? 'Team chat' : null;
  const text = last ? lineText(last) : 'No messages yet';
  return (
    <Text size="xs" c="dimmed" lineClamp={1} component="span">
      {[kind, conversation.muted ? 'Muted' : null, text].filter(Boolean).join(' · ')}
    </Text>
  );
}

/** The user's conversations, newest activity first, with what waits unread in each. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  return (
    <nav aria-label="Conversations">
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <NavLink
              component="button"
              type="button"
              active={conversation.id === selectedId}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              label={conversation.name}
              description={<Preview conversation={conversation} />}
              rightSection={
                conversation.unseen > 0 ? (
                  <Badge color="red" size="sm" aria-label={`${conversation.unseen} unread`}>
                    {conversation.unseen}
                  </Badge>
                ) : null
              }
              onClick={() => onSelect(conversation.id)}
            />
          </li>
        ))}
      </Stack>
    </nav>
  );
}
