import dayjs from 'dayjs';
import ical from 'ical-generator';
import type { Promotion } from '@wellness/schema';

export interface CalendarRequest {
  title?: string;
  dtstart?: string;
  dtend?: string;
  details?: string;
}

/** Line breaks of any kind: each becomes one escaped `\n` in a TEXT value. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Other control characters have no place in an iCal TEXT value (RFC 5545 3.3.11): dropped. */
const CONTROL = /[^\P{Cc}\t\n]/gu;

/** Text from the query with every line break as `\n` and no other control character. */
const plainText = (value: string) => value.replace(LINE_BREAK, '\n').replace(CONTROL, '');

/**
 * A TEXT value escaped as RFC 5545 asks, for the calendar's NAME and X-WR-CALNAME, which
 * ical-generator writes as given (it escapes SUMMARY and DESCRIPTION itself): a line break
 * in the title would otherwise start a property of the caller's choosing.
 */
const escapedText = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, '\\n');

export const INVALID_HOST = 'The Host header is not a valid address.';

/** The origin the caller reached (`http://demo.localhost:8080`), or null for a Host no URL has. */
export function siteOrigin(scheme: 'http' | 'https', host: string): string | null {
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Midnight UTC of a day: ical-generator writes an all-day date from the UTC fields. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A file name made of the title's letters and digits: `healthy-habits-challenge.ics`. */
export const calendarFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'calendar'
  }.ics`;

/**
 * The add-to-calendar file: one all-day event, by default the programme from starts_on to
 * ends_on with a link to the logging page. DTEND of an all-day event is exclusive, so the
 * event ends the day after its last day.
 */
export function programCalendar(
  promotion: Pick<Promotion, 'id' | 'program_name' | 'starts_on' | 'ends_on'>,
  siteUrl: string,
  request: CalendarRequest,
) {
  const title = plainText(request.title ?? promotion.program_name);
  const details = request.details === undefined ? undefined : plainText(request.details);
  const start = request.dtstart ?? promotion.starts_on;
  const lastDay = request.dtend ?? promotion.ends_on;
  const end = dayjs(lastDay < start ? start : lastDay)
    .add(1, 'day')
    .format('YYYY-MM-DD');
  const calendar = ical({ name: escapedText(title), prodId: '//Wellness//Programme calendar//EN' });
  calendar.createEvent({
    id: `promotion-${promotion.id}-${start}@${new URL(siteUrl).hostname}`,
    start: utcDay(start),
    end: utcDay(end),
    allDay: true,
    summary: title,
    description: details ?? `Log your activities at ${siteUrl}/activities`,
    url: `${siteUrl}/activities`,
  });
  return { fileName: calendarFileName(title), body: calendar.toString() };
}
