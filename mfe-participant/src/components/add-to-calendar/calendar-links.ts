import dayjs from 'dayjs';
import type { Promotion } from '@wellness/shared-ui';
import { paths } from '../../config/paths';

/** The promotion as one all-day calendar event, from its first to its last day. */
export interface CalendarEvent {
  title: string;
  /** YYYY-MM-DD, both inclusive. */
  startsOn: string;
  endsOn: string;
  details: string;
}

export function promotionEvent(promotion: Promotion, origin: string): CalendarEvent {
  return {
    title: promotion.program_name,
    startsOn: promotion.starts_on,
    endsOn: promotion.ends_on,
    details: `Log your activities at ${origin}${paths['go.u.activities']}`,
  };
}

/**
 * GET /api/promotions/{id}/calendar: the .ics the server writes for the promotion (its
 * defaults are this same event). A link, not a fetch: the browser downloads it with the
 * server's file name and the session cookie.
 */
export function calendarFileUrl(promotionId: number): string {
  return `/api/promotions/${promotionId}/calendar`;
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Calendars treat an all-day event's end as exclusive: the day after the last day. */
const dayAfter = (date: string) => dayjs(date).add(1, 'day');

export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = `${dayjs(event.startsOn).format('YYYYMMDD')}/${dayAfter(event.endsOn).format('YYYYMMDD')}`;
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: event.details,
  })}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: dayjs(event.startsOn).format('YYYY-MM-DD'),
    enddt: dayAfter(event.endsOn).format('YYYY-MM-DD'),
    body: event.details,
    allday: 'true',
  })}`;
}
