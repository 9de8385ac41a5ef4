/**
 * Works (README "Works"): how segments are earned and revealed. Pure rules, no database.
 */

/** Spec 1 s9: at most 20 segments per image. */
export const SEGMENTS_PER_WORK = 20;
/** The picture is cut into 4 columns by 5 rows: 20 segments. */
export const GRID_COLUMNS = 4;
export const GRID_ROWS = 5;

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

/**
 * The order in which a work's segments are uncovered: a shuffle of the 20 cells, fixed by the
 * work's id (the same work always reveals the same way).
 */
export function revealOrder(workId: number): number[] {
  const cells = Array.from({ length: SEGMENTS_PER_WORK }, (_, index) => index);
  let state = (workId * 2654435761) >>> 0;
  for (let index = cells.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const other = state % (index + 1);
    [cells[index], cells[other]] = [cells[other], cells[index]];
  }
  return cells;
}
