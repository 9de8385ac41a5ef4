import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ContentItem, Promotion, User } from '@wellness/shared-ui';

/**
 * The welcome page's data by plain fetches (issue 18, a light shell): a signed-out visit to
 * /welcome loads neither Redux Toolkit nor RTK Query. The same calls as the shared API's
 * getCurrentPromotion, getMe and getContent, read the same way (the `{data}` envelope).
 */
export interface Answer<T> {
  data?: T;
  /** The HTTP status of a failure; 0 when the request itself failed. */
  status?: number;
}

async function getJson<T>(url: string): Promise<Answer<T>> {
  try {
    const request = new Request(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'wellness' },
    });
    const response = await fetch(request);
    if (!response.ok) return { status: response.status };
    return { data: ((await response.json()) as { data: T }).data };
  } catch {
    return { status: 0 };
  }
}

export interface WelcomeSession {
  promotion: Answer<Promotion>;
  user: Answer<User>;
}

const readSession = async (): Promise<WelcomeSession> => {
  const [promotion, user] = await Promise.all([
    getJson<Promotion>('/api/promotions/current'),
    getJson<User>('/api/users/me'),
  ]);
  return { promotion, user };
};

let early: Promise<WelcomeSession> | null = null;

/** The last answer, for the frame around the page (its header, footer and redirects). */
let latest: WelcomeSession | null = null;
const listeners = new Set<() => void>();
function publish(session: WelcomeSession) {
  latest = session;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The welcome page's last answer (null until its first): what the frame shows. */
export function useLatestWelcomeSession(): WelcomeSession | null {
  return useSyncExternalStore(subscribe, () => latest);
}

/** Asks for the promotion and the user while the rest of the page loads (the shell's start). */
export function prefetchWelcomeSession() {
  early = readSession();
}

export interface WelcomeSessionState {
  session: WelcomeSession | null;
  /** Reads both again (the pilot password, the countdown reaching zero). */
  reload: () => void;
  /** Counts the reloads: the page's content is read again with each. */
  round: number;
}

/** The promotion this host serves and who is signed in, read afresh on each visit. */
export function useWelcomeSession(): WelcomeSessionState {
  const [session, setSession] = useState<WelcomeSession | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // The start's early request serves the first visit only: later visits ask again.
    const request = round === 0 && early ? early : readSession();
    void request.then((answer) => {
      if (request === early) early = null;
      if (!current) return;
      setSession(answer);
      publish(answer);
    });
    return () => {
      current = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { session, reload, round };
}

/**
 * A content category of the promotion, in sequence order (as shared-ui's useContent), each
 * item's text also as the server's sanitised HTML (`content_html`). Null until its first
 * answer (a failed read answers no items); a reload keeps the items shown until the new ones.
 */
export function useWelcomeContent(
  promotionId: number,
  category: string,
  round = 0,
): ContentItem[] | null {
  const [items, setItems] = useState<ContentItem[] | null>(null);
  useEffect(() => {
    let current = true;
    const query = new URLSearchParams({ category, page_size: '0', html: 'true' });
    void getJson<ContentItem[]>(`/api/promotions/${promotionId}/custom_content?${query}`).then(
      (answer) => {
        if (current) setItems([...(answer.data ?? [])].sort((a, b) => a.sequence - b.sequence));
      },
    );
    return () => {
      current = false;
    };
  }, [promotionId, category, round]);
  return items;
}
