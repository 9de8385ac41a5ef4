/**
 * Works (README "Works"): how segments are earned and revealed. Pure rules, no database.
 */

import { SEGMENTS_PER_WORK } from '@wellness/work-images';

/** The grid and the reveal order are the shared renderer's (@wellness/work-images). */
export { GRID_COLUMNS, GRID_ROWS, SEGMENTS_PER_WORK, revealOrder } from '@wellness/work-images';

/**
 * A log earns one segment for each logged activity beyond the most the user has ever had
 * logged at once (`mark`): unlogging takes nothing back, and logging the same again earns
 * nothing new.
 */
export const segmentsEarned = (mark: number, loggedNow: number) => Math.max(0, loggedNow - mark);

/** How earned segments split between the current work (up to 20) and the bank (the rest). */
export function splitEarned(earned: number, work: { segments_available: number } | null) {
  const room = work ? SEGMENTS_PER_WORK - work.segments_available : 0;
  const toWork = Math.min(earned, room);
  return { toWork, toBank: earned - toWork };
}

/** A work may be finished (the final choices) once all 20 segments are earned and revealed. */
export const isFullyRevealed = (work: { segments_revealed: number }) =>
  work.segments_revealed >= SEGMENTS_PER_WORK;
