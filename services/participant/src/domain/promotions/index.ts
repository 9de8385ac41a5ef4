/** The promotion a participant is in: its programme calendar, weeks and calendar file. */
export { INVALID_HOST, programCalendar, siteOrigin } from './calendar-file';
export {
  currentWeek,
  daysOfWeek,
  hasLoggingEnded,
  isLocked,
  loggingRefusal,
  realDay,
  weekOf,
  weeksIn,
} from './program-calendar';
export type { ProgramDates } from './program-calendar';
export { programDates, promotionById } from './queries';
export { serializePromotion } from './serialize';
export { currentPromotionView } from './current';
