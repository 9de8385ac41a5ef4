import dayjs from 'dayjs';
import ical from 'ical-generator';
import type { Promotion } from '@wellness/schema';

export interface CalendarRequest {
  title?: string;
  dtstart?: string;
  dtend?: string;
  details?: string;
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
  const title = request.title ?? promotion.program_name;
  const start = request.dtstart ?? promotion.starts_on;
  const lastDay = request.dtend ?? promotion.ends_on;
  const end = dayjs(lastDay < start ? start : lastDay)
    .add(1, 'day')
    .format('YYYY-MM-DD');
  const calendar = ical({ name: title, prodId: '//Wellness//Programme calendar//EN' });
  calendar.createEvent({
    id: `promotion-${promotion.id}-${start}@${new URL(siteUrl).hostname}`,
    start: utcDay(start),
    end: utcDay(end),
    allDay: true,
    summary: title,
    description: request.details ?? `Log your activities at ${siteUrl}/activities`,
    url: `${siteUrl}/activities`,
  });
  return { fileName: calendarFileName(title), body: calendar.toString() };
}
