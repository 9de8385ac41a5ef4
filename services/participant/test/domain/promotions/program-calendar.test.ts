import dayjs from 'dayjs';
import { activityPoints, entryTotal } from '../../../src/domain/entries';
import {
  backlogDate,
  currentWeek,
  daysOfWeek,
  isLocked,
  loggingRefusal,
  weekOf,
} from '../../../src/domain/promotions/program-calendar';

const promotion = {
  starts_on: '2026-11-02',
  ends_on: '2026-12-27',
  logging_ends_on: null,
  program_length: 56,
};

describe('programme calendar', () => {
  it('numbers weeks from the start day', () => {
    expect(weekOf(promotion, '2026-11-01')).toBe(0);
    expect(weekOf(promotion, '2026-11-02')).toBe(1);
    expect(weekOf(promotion, '2026-11-09')).toBe(2);
    expect(currentWeek(promotion, dayjs('2027-03-01'))).toBe(8);
  });

  it('lists the days of a week up to today', () => {
    expect(daysOfWeek(promotion, 2, dayjs('2026-11-11'))).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
    ]);
    expect(daysOfWeek(promotion, 3, dayjs('2026-11-11'))).toEqual([]);
  });

  it('allows backlogging seven days, not before the start, and nothing after logging ends', () => {
    expect(backlogDate(promotion, dayjs('2026-11-20'))).toBe('2026-11-13');
    expect(backlogDate(promotion, dayjs('2026-11-04'))).toBe('2026-11-02');
    expect(loggingRefusal(promotion, '2026-11-12', dayjs('2026-11-20'))).toBe(
      'This day is too far in the past to log.',
    );
    expect(loggingRefusal(promotion, '2026-11-13', dayjs('2026-11-20'))).toBeNull();
    expect(loggingRefusal(promotion, '2026-12-27', dayjs('2026-12-28'))).toBe(
      'Logging has ended for this program.',
    );
  });
});

describe('points', () => {
  it('multiplies and rounds activity points, and adds entry points to a day with logs', () => {
    expect(activityPoints(15, '1.50')).toBe(23);
    expect(entryTotal([], 5)).toBe(0);
    expect(entryTotal([10, 23], 5)).toBe(38);
  });

  it('adds trivia points to the day, with entry points only when something is logged', () => {
    expect(entryTotal([], 5, 3)).toBe(3);
    expect(entryTotal([10], 5, 3)).toBe(18);
  });
});

describe('locked entries', () => {
  it('locks a stored lock, days before the backlog date and every day after logging ends', () => {
    const today = dayjs('2026-11-20');
    expect(isLocked(promotion, '2026-11-13', today)).toBe(false);
    expect(isLocked(promotion, '2026-11-12', today)).toBe(true);
    expect(isLocked(promotion, '2026-11-20', today, true)).toBe(true);
    expect(isLocked(promotion, '2026-12-27', dayjs('2026-12-28'))).toBe(true);
    expect(isLocked({ ...promotion, logging_ends_on: '2026-11-19' }, '2026-11-19', today)).toBe(
      true,
    );
  });
});
