/** Daily logging: a participant's entries, their logged activities, notes and points. */
export {
  DAILY_MAXIMUM,
  ENTRY_LOCKED,
  ENTRY_TAKEN,
  NOT_AVAILABLE_YET,
  ONE_TIME_TAKEN,
  entryRefusal,
  logActivity,
  saveNotes,
  unlogActivity,
} from './commands';
export { activityPoints, entryTotal } from './points';
export { listWeek } from './queries';
export { entryForDay, lockUser, recomputeTotals } from './totals';
export { entryView } from './view';
export type { DayRecord, EntryView } from './view';
