/** Spec 1 s7 "Idle": how long without a keepalive before the countdown, and its length. */
export const IDLE_AFTER_MS = 20 * 60 * 1000;
export const COUNTDOWN_SECONDS = 300;
/** The idle watch starts this long after the session does. */
export const IDLE_START_DELAY_MS = 500;

/** What counts as the user being there: any of these on the page is a keepalive. */
export const KEEPALIVE_EVENTS = [
  'keydown',
  'mousedown',
  'mousemove',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/** 300 → "5:00", 59 → "0:59". */
export const clockOf = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Closes whatever dialog, menu or popover is open: Mantine closes them on Escape (spec 1 s7:
 * the idle timeout closes dialogs before its own countdown opens). A few presses, since
 * stacked dialogs close one per press.
 */
export function closeOpenDialogs(presses = 3) {
  for (let press = 0; press < presses; press += 1) {
    // From the body, as a key press would come: Mantine reads the event's target element.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }
}
