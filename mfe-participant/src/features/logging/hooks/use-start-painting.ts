import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PAINT_START_DELAY_MS } from '../lib/constants';

/**
 * The 'paint' bottom action: after the paint start delay, home, where the participant picks a
 * style ('Select Category') and starts painting. A pending start is dropped when the view goes.
 */
export function useStartPainting(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void navigate(paths['go.u.home']);
    }, PAINT_START_DELAY_MS);
  }, [navigate]);

  return start;
}
