import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { unprocessable } from '@wellness/platform';

/** The promotion's calendar: what the week view and the logging rules read of it. */
export interface ProgramDates {
  starts_on: string;
  ends_on: string;
  logging_ends_on: string | null;
  program_length: number;
}

const DAY = 'YYYY-MM-DD';

/** A YYYY-MM-DD that names a real day (2026-02-30 does not). */
export function realDay(day: string, field = 'recorded_on'): string {
  if (!dayjs(day, DAY).isValid() || dayjs(day).format(DAY) !== day) {
    throw unprocessable(`${field} must be a real date (YYYY-MM-DD).`);
  }
  return day;
}

export const weeksIn = (promotion: ProgramDates) =>
  Math.max(1, Math.ceil(promotion.program_length / 7));

/** Week of the programme a day falls in: 1 for the first seven days; 0 before the start. */
export function weekOf(promotion: ProgramDates, day: Dayjs | string): number {
  const diff = dayjs(day).startOf('day').diff(dayjs(promotion.starts_on), 'day');
  return diff < 0 ? 0 : Math.floor(diff / 7) + 1;
}

export function currentWeek(promotion: ProgramDates, today: Dayjs): number {
  return Math.min(weekOf(promotion, today), weeksIn(promotion));
}

const loggingEndsOn = (promotion: ProgramDates) => promotion.logging_ends_on ?? promotion.ends_on;

/**
 * A day's date strings, formatted once per Dayjs (immutable): the week view asks for them
 * for every day it shows, and formatting was a good part of its time.
 */
const formatted = new WeakMap<Dayjs, { day: string; sevenDaysBefore: string }>();
function datesOf(today: Dayjs) {
  let dates = formatted.get(today);
  if (!dates) {
    dates = { day: today.format(DAY), sevenDaysBefore: today.subtract(7, 'day').format(DAY) };
    formatted.set(today, dates);
  }
  return dates;
}

export const hasLoggingEnded = (promotion: ProgramDates, today: Dayjs) =>
  datesOf(today).day > loggingEndsOn(promotion);

/**
 * The earliest day a participant may still log (backlog). Rule (README): the current day and
 * the seven days before it, never before the programme starts.
 */
export function backlogDate(promotion: ProgramDates, today: Dayjs): string {
  const sevenDaysAgo = datesOf(today).sevenDaysBefore;
  return sevenDaysAgo > promotion.starts_on ? sevenDaysAgo : promotion.starts_on;
}

/** The days of a week that have begun: from the week's first day up to today and the programme's end. */
export function daysOfWeek(promotion: ProgramDates, week: number, today: Dayjs): string[] {
  const first = dayjs(promotion.starts_on).add((week - 1) * 7, 'day');
  const days: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const day = first.add(i, 'day').format(DAY);
    if (day > datesOf(today).day || day > promotion.ends_on) break;
    days.push(day);
  }
  return days;
}

/**
 * An entry is locked (README) when its stored flag is set, its day is before the backlog
 * date, or logging has ended: nothing on it can change any more.
 */
export const isLocked = (promotion: ProgramDates, day: string, today: Dayjs, storedLock = false) =>
  storedLock || day < backlogDate(promotion, today) || hasLoggingEnded(promotion, today);

/** Why a day cannot take a new log, or null when it can. */
export function loggingRefusal(promotion: ProgramDates, day: string, today: Dayjs): string | null {
  if (hasLoggingEnded(promotion, today)) return 'Logging has ended for this program.';
  if (day < promotion.starts_on || day > datesOf(today).day || day > promotion.ends_on) {
    return 'This day is not available for logging.';
  }
  if (day < backlogDate(promotion, today)) return 'This day is too far in the past to log.';
  return null;
}
