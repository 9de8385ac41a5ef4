/** Painted works (README "Works"): segments earned by logging, revealed on home, finished. */
export * from './commands';
export { WORK_BONUS_POINTS } from './bonus';
export type { BonusChoice, BonusKeeper } from './bonus';
export { creditSegments } from './earning';
export { NOT_REVEALED_YET, pngHeaders, workImage } from './image';
export type { PaintedWork, WorkImageSize } from './image';
export * from './queries';
export { SEGMENTS_PER_WORK, revealOrder, segmentsEarned, splitEarned } from './rules';
export { serializeWork } from './serialize';
export type { WorkView } from './serialize';
export { viewWork, viewWorks } from './views';
export { competitionWeek, creditTeamWork, ensureTeamWork } from './team-works';
export type { TeamWorkCredit } from './team-works';
export { teamWeekActivity, teamWorkOf, teamWorkPicture, weeklyWinners } from './team-work-queries';
