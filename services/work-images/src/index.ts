/**
 * The painted works' pictures (services/participant README "Works"): the grid a picture is cut
 * into and the renderer, shared by the participant's final download and the admin service's
 * works zip (services/admin README "Works zip").
 */
export { GRID_COLUMNS, GRID_ROWS, SEGMENTS_PER_WORK, revealOrder } from './grid';
export { renderWorkImage, workImage } from './render';
export type { PaintedWork, WorkImageSize } from './render';
