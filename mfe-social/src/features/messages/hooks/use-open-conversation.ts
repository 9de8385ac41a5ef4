import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router';
import { firstError } from '@wellness/shared-ui';
import { useGetTeamConversationQuery, useStartConversationMutation } from '../api/messages-api';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /messages?recipient&conversation&team: a recipient (a friend) starts or reopens your
 * conversation with them, a team opens its chat; either then becomes ?conversation=id.
 */
export function useOpenConversation() {
  const [params, setParams] = useSearchParams();
  const recipient = idOf(params.get('recipient'));
  const team = idOf(params.get('team'));
  const [start, started] = useStartConversationMutation();
  const teamChat = useGetTeamConversationQuery(team ?? skipToken);
  const asked = useRef<number | null>(null);

  useEffect(() => {
    if (recipient === null || asked.current === recipient) return;
    asked.current = recipient;
    void start(recipient)
      .unwrap()
      .then((conversation) =>
        setParams({ conversation: String(conversation.id) }, { replace: true }),
      )
      .catch(() => undefined); // shown from `started.error`
  }, [recipient, start, setParams]);

  const teamChatId = teamChat.data?.id;
  useEffect(() => {
    if (teamChatId) setParams({ conversation: String(teamChatId) }, { replace: true });
  }, [teamChatId, setParams]);

  const failed = (recipient !== null && started.error) || (team !== null && teamChat.error);
  return {
    conversationId: idOf(params.get('conversation')),
    select: (id: number) => setParams({ conversation: String(id) }),
    close: () => setParams({}),
    error: failed ? firstError(failed, 'Conversation could not be found') : null,
  };
}
