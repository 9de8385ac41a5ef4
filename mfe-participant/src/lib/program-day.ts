import dayjs from 'dayjs';
import type { Promotion } from '@wellness/shared-ui';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The programme as it stands on one day: its week, whether it has started, whether logging has ended. */
export interface ProgramDay {
  date: string;
  week: number;
  hasStarted: boolean;
  loggingEnded: boolean;
}

/**
 * Spec 1 s2: `/home?dt=YYYY-MM-DD` sets the current date of the home page (a preview of another
 * day of the programme: its week, and the completed-images grid once logging has ended). No
 * `dt`, or one that is not a real day: the server's today.
 */
export function programDay(promotion: Promotion, dt: string | null): ProgramDay {
  const day = dt && DAY.test(dt) ? dayjs(dt) : null;
  if (!day?.isValid() || day.format('YYYY-MM-DD') !== dt) {
    return {
      date: promotion.current_date,
      week: promotion.current_week,
      hasStarted: promotion.has_started,
      loggingEnded: promotion.has_logging_ended,
    };
  }
  const sinceStart = day.diff(dayjs(promotion.starts_on), 'day');
  return {
    date: dt,
    week: sinceStart < 0 ? 0 : Math.min(Math.floor(sinceStart / 7) + 1, promotion.weeks),
    hasStarted: sinceStart >= 0,
    loggingEnded: dt > (promotion.logging_ends_on ?? promotion.ends_on),
  };
}
