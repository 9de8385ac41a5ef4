import type { ContentItem } from '@wellness/shared-ui';
import { buildTip } from '../../../testing/fixtures';
import { filterTips, matchesSearch, programDay, todaysTip } from './tips';

const ids = (tips: ContentItem[]) => tips.map((tip) => tip.id);

describe('programDay', () => {
  it('counts the start date as day 1', () => {
    expect(programDay({ starts_on: '2026-01-01', current_date: '2026-01-01' })).toBe(1);
    expect(programDay({ starts_on: '2026-01-01', current_date: '2026-01-05' })).toBe(5);
    expect(programDay({ starts_on: '2026-03-28', current_date: '2026-03-30' })).toBe(3);
  });

  it('is 0 or less before the start', () => {
    expect(programDay({ starts_on: '2026-01-10', current_date: '2026-01-09' })).toBe(0);
    expect(programDay({ starts_on: '2026-01-10', current_date: '2026-01-01' })).toBe(-8);
  });
});

describe("today's tip", () => {
  const tips = [
    buildTip({ id: 1, days_from_start: 1 }),
    buildTip({ id: 3, days_from_start: 3 }),
    buildTip({ id: 2, days_from_start: 2 }),
    buildTip({ id: 9, days_from_start: 9 }),
    buildTip({ id: 5, days_from_start: null }),
  ];

  it('is the highest days_from_start reached by today, never a later one', () => {
    expect(todaysTip(tips, 5)?.id).toBe(3);
    expect(todaysTip(tips, 3)?.id).toBe(3);
    expect(todaysTip(tips, 2)?.id).toBe(2);
    expect(todaysTip(tips, 9)?.id).toBe(9);
    expect(todaysTip(tips, 400)?.id).toBe(9);
  });

  it('is none before the first tip’s day, and tips without a day never count', () => {
    expect(todaysTip(tips, 0)).toBeUndefined();
    expect(todaysTip([buildTip({ id: 5, days_from_start: null })], 10)).toBeUndefined();
  });

  it('goes to the later one in the list on a tie', () => {
    const tied = [buildTip({ id: 1, days_from_start: 2 }), buildTip({ id: 2, days_from_start: 2 })];
    expect(todaysTip(tied, 4)?.id).toBe(2);
  });
});

describe('tip search', () => {
  const tip = buildTip({ id: 1, title: 'Don’t skip BREAKFAST', content: 'Oats are **great**.' });

  it('is case-insensitive over the title and the content', () => {
    expect(matchesSearch(tip, 'breakfast')).toBe(true);
    expect(matchesSearch(tip, 'OATS')).toBe(true);
    expect(matchesSearch(tip, 'lunch')).toBe(false);
    expect(matchesSearch(tip, '   ')).toBe(true);
  });

  it('treats the straight apostrophe as the curly one, both ways', () => {
    expect(matchesSearch(tip, "don't")).toBe(true);
    expect(matchesSearch(tip, 'DON’T SKIP')).toBe(true);
    const straight = buildTip({ id: 2, title: "It's easy", content: null });
    expect(matchesSearch(straight, 'it’s')).toBe(true);
  });

  it('filters by favourites and search together', () => {
    const list = [
      buildTip({ id: 1, title: 'Water' }),
      buildTip({ id: 2, title: 'Walk' }),
      buildTip({ id: 3, title: 'Sleep' }),
    ];
    const favorites = new Set([2, 3]);
    expect(ids(filterTips(list, 'all', '', favorites))).toEqual([1, 2, 3]);
    expect(ids(filterTips(list, 'favorites', '', favorites))).toEqual([2, 3]);
    expect(ids(filterTips(list, 'favorites', 'wa', favorites))).toEqual([2]);
    expect(ids(filterTips(list, 'all', 'wa', favorites))).toEqual([1, 2]);
  });
});
