import { useEffect, useState } from 'react';
import { setMobilePrompt, shouldPromptForApp } from '../lib/mobile-prompt';

export interface MobileOverlayState {
  opened: boolean;
  /** The footer's Mobile App link. */
  open: () => void;
  /** Closing remembers the prompt (the cookie), so it does not open by itself again. */
  close: () => void;
}

/** Opens the overlay by itself once the user and promotion say it is due. */
export function useMobileOverlay(userId: number | undefined, mobileEnabled: boolean) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (shouldPromptForApp(userId, mobileEnabled, navigator.userAgent)) setOpened(true);
  }, [userId, mobileEnabled]);
  return {
    opened,
    open: () => setOpened(true),
    close: () => {
      if (userId !== undefined) setMobilePrompt(userId);
      setOpened(false);
    },
  } satisfies MobileOverlayState;
}
