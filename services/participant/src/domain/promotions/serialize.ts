import type { Dayjs } from 'dayjs';
import type { Promotion } from '@wellness/schema';
import { currentWeek, hasLoggingEnded, weeksIn } from './program-calendar';

export function serializePromotion(promotion: Promotion, today: Dayjs) {
  const {
    created_at: _created,
    updated_at: _updated,
    organization_id: _org,
    ...fields
  } = promotion;
  return {
    ...fields,
    weeks: weeksIn(promotion),
    current_week: currentWeek(promotion, today),
    current_date: today.format('YYYY-MM-DD'),
    has_started: today.format('YYYY-MM-DD') >= promotion.starts_on,
    has_logging_ended: hasLoggingEnded(promotion, today),
  };
}
