/** Daily logging: a participant's entries, their logged activities, notes and points. */
export { ENTRY_LOCKED, NOT_AVAILABLE_YET, logActivity, saveNotes, unlogActivity } from './commands';
export { creditWorkBonus, recreditToday } from './bonus';
export type { CreditedBonus, DayContext } from './bonus';
export { activityPoints, entryTotal } from './points';
export { listWeek } from './queries';
export { entryForDay, lockUser, recomputeTotals } from './totals';
export { entryView } from './view';
export type { EntryView } from './view';
