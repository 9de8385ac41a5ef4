import { useEffect, useMemo, useState } from 'react';
import {
  useGetMessagesQuery,
  useLazyGetMessagesQuery,
  useMarkSeenMutation,
} from '../api/messages-api';
import type { Message } from '../api/messages-api';

/**
 * A conversation's history: the newest page, read again on every conversationAlert, and the
 * older pages the user asked for. Lines are merged by id, so a message read twice (a page
 * refetched after a reconnect) shows once. What is on screen is marked seen.
 */
export function useThread(conversationId: number) {
  const newest = useGetMessagesQuery({ id: conversationId });
  const [loadOlder, older] = useLazyGetMessagesQuery();
  const [olderPages, setOlderPages] = useState<Message[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [markSeen] = useMarkSeenMutation();

  const messages = useMemo(() => {
    const byId = new Map<number, Message>();
    for (const message of [...olderPages, ...(newest.data?.data ?? [])])
      byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [olderPages, newest.data]);

  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId !== undefined) void markSeen(conversationId);
  }, [conversationId, lastId, markSeen]);

  const showOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const page = await loadOlder({ id: conversationId, beforeId: first.id }).unwrap();
    setOlderPages((pages) => [...page.data, ...pages]);
    setHasOlder(page.meta.has_more);
  };

  return {
    messages,
    isLoading: newest.isLoading,
    isError: newest.isError,
    refetch: newest.refetch,
    canShowOlder: hasOlder ?? newest.data?.meta.has_more ?? false,
    showOlder,
    loadingOlder: older.isFetching,
  };
}
