import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_CLEAR_MS } from '../lib/messages';

/** A success message that clears itself after 5 s (spec 3 s4 and s9). */
export function useFlashMessage() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string | null) => {
    clearTimeout(timer.current);
    setMessage(text);
    if (text) timer.current = setTimeout(() => setMessage(null), SUCCESS_CLEAR_MS);
  }, []);
  return [message, show] as const;
}
