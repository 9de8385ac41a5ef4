import { Alert, Box, Flex, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { useGetConversationsQuery } from '../api/messages-api';
import { ConversationList } from '../components/conversation-list';
import { Thread } from '../components/thread';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { CONVERSATIONS_LOAD_FAILED } from '../lib/messages-text';

/** go.u.messages: /messages?recipient&conversation&team (spec 2 s2 "Messages"). */
export function MessagesPage() {
  const { data: me } = useGetMeQuery();
  const list = useGetConversationsQuery(me?.id ?? skipToken);
  const open = useOpenConversation();
  const conversations = list.data ?? [];
  const selected = conversations.find((each) => each.id === open.conversationId) ?? null;

  let body;
  if (list.isError) {
    body = (
      <RetryPanel
        message={CONVERSATIONS_LOAD_FAILED}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data || !me) {
    body = <LoadingBlock label="Loading conversations" />;
  } else if (conversations.length === 0) {
    body = (
      <EmptyState
        title="No conversations yet"
        description="Send a message to one of your friends from their profile, or chat with your team once you join one."
      />
    );
  } else {
    body = (
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <Box w={{ base: '100%', md: 300 }} style={{ flexShrink: 0 }}>
          <ConversationList
            conversations={conversations}
            selectedId={selected?.id ?? null}
            onSelect={open.select}
          />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {selected ? (
            <Thread key={selected.id} conversation={selected} userId={me.id} onLeft={open.close} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              Choose a conversation to read it.
            </Text>
          )}
        </Box>
      </Flex>
    );
  }

  return (
    <Stack gap="md">
      <PageTitle>Messages</PageTitle>
      {open.error ? (
        <Alert color="red" role="alert">
          {open.error}
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}
