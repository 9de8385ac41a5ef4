/** Spec 1 s9: at most 20 segments per image. */
export const SEGMENTS_PER_WORK = 20;
/** The picture is cut into 4 columns by 5 rows: 20 segments. */
export const GRID_COLUMNS = 4;
export const GRID_ROWS = 5;

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
