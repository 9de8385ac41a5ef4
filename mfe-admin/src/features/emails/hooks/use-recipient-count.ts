import { useEffect } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useCountRecipientsMutation } from '../api/emails-api';
import type { EmailDraft } from '../api/emails-api';
import { COUNT_DELAY_MS } from '../lib/messages';

/**
 * Who the draft reaches, asked again half a second after its filters or addresses last changed
 * (subject, message and send time do not change who receives it). `enabled` is false while
 * the addresses have an error: the server would only refuse them.
 */
export function useRecipientCount(promotionId: number, draft: EmailDraft, enabled: boolean) {
  const key = JSON.stringify([draft.filters, draft.one_time_recipients]);
  const [settled] = useDebouncedValue(enabled ? key : null, COUNT_DELAY_MS);
  const [count, state] = useCountRecipientsMutation();

  useEffect(() => {
    if (settled === null) return;
    const [filters, recipients] = JSON.parse(settled) as [EmailDraft['filters'], string];
    const request = count({
      promotionId,
      email: { subject: '', body: '', filters, one_time_recipients: recipients, send_at: null },
    });
    return () => request.abort();
  }, [settled, promotionId, count]);

  return {
    count: enabled && settled === key ? (state.data ?? null) : null,
    counting: state.isLoading || (enabled && settled !== key),
    failed: state.isError,
  };
}
