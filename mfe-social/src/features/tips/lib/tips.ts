import type { ContentItem, Promotion } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/** Spec 2 s9: the tips list starts at 20 and "Show more" adds 20. */
export const TIPS_PAGE_SIZE = 20;
/** Spec 2 s9: search inputs are debounced 300 ms. */
export const TIP_SEARCH_DEBOUNCE_MS = 300;

/** Spec 2 s9: tip categories; the default filter is all. */
export const TIP_CATEGORIES = ['all', 'favorites'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const tipCategory = (value: string | null): TipCategory =>
  value === 'favorites' ? 'favorites' : 'all';

/** The client's messages (spec 2 s8). */
export const TIP_MESSAGES = {
  listFailed: 'Tips could not be found',
  tipFailed: 'Tip could not be found',
  dailyFailed: 'Daily tip could not be found',
  noMatches: "Oops, we don't have any tips matching your search.",
  noneInCategory: (category: string) =>
    `No tips found in ${category}, would you like to search in all tips?`,
  noFavorites: 'Once you like a tip it will show up under favorites.',
  blankShare: 'Oops, you need to write something before you post.',
  shared: 'Shared on the wall.',
  shareFailed: 'Oops, the post could not be saved.',
} as const;

export const tipPath = (id: number) => paths['go.u.tip'].replace(':id', String(id));

export function allTipsPath(category: TipCategory, search = ''): string {
  const params = new URLSearchParams();
  params.set('category', category);
  if (search.trim()) params.set('search', search.trim());
  return `${paths['go.u.tips.all']}?${params.toString()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/**
 * The programme day of the promotion's current date: its start date is day 1, the day before
 * it day 0 (and earlier days below 0). Dates are the server's calendar dates (YYYY-MM-DD).
 */
export function programDay(promotion: Pick<Promotion, 'starts_on' | 'current_date'>): number {
  const start = utcDay(promotion.starts_on);
  const today = utcDay(promotion.current_date);
  if (Number.isNaN(start) || Number.isNaN(today)) return 0;
  return Math.round((today - start) / DAY_MS) + 1;
}

/**
 * Today's tip (spec 2 s2: "the tip with the highest days_from_start value"), read as of the
 * programme's current day so later tips are not revealed early: of the tips whose
 * days_from_start is at most today's programme day, the one with the highest value (a tie
 * goes to the one later in the list's order). Tips without days_from_start are never the
 * daily tip; before the first tip's day there is none.
 */
export function todaysTip(tips: readonly ContentItem[], day: number): ContentItem | undefined {
  let best: ContentItem | undefined;
  for (const tip of tips) {
    const from = tip.days_from_start;
    if (from === null || from === undefined || from > day) continue;
    if (!best || from >= (best.days_from_start ?? -Infinity)) best = tip;
  }
  return best;
}

/** Lower case, with curly single quotes as the straight apostrophe (spec 2 s5). */
export const normalizeForSearch = (text: string) =>
  text.toLocaleLowerCase().replace(/[\u2018\u2019\u02bc\u2032]/g, "'");

/** Spec 2 s5: case-insensitive over title and content; ' and ’ are the same character. */
export function matchesSearch(tip: Pick<ContentItem, 'title' | 'content'>, search: string) {
  const query = normalizeForSearch(search.trim());
  if (!query) return true;
  return normalizeForSearch(`${tip.title ?? ''}\n${tip.content ?? ''}`).includes(query);
}

export function filterTips(
  tips: readonly ContentItem[],
  category: TipCategory,
  search: string,
  favoriteIds: ReadonlySet<number>,
): ContentItem[] {
  return tips.filter(
    (tip) => (category === 'all' || favoriteIds.has(tip.id)) && matchesSearch(tip, search),
  );
}
