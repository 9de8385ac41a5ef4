import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_CLEAR_MS } from '../lib/messages';
import { saveError } from '../lib/save-error';
import { useDelayedFlag } from '@wellness/shared-ui';

export interface SaveStatus {
  saving: boolean;
  saved: boolean;
  error: string | null;
}

/**
 * Runs a save and reports it the way every settings form does: "Saving…" only after 300 ms,
 * "Saved!" for 3 s afterwards, or the failure's message until the next try.
 */
export function useSaveStatus() {
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useDelayedFlag(pending);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (save: () => Promise<unknown>): Promise<boolean> => {
    clearTimeout(timer.current);
    setSaved(false);
    setError(null);
    setPending(true);
    try {
      await save();
      setSaved(true);
      timer.current = setTimeout(() => setSaved(false), SAVED_CLEAR_MS);
      return true;
    } catch (failure) {
      setError(saveError(failure));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const status: SaveStatus = { saving, saved, error };
  return { status, pending, run };
}
