import type { ContentItem } from '@wellness/shared-ui';

/** Curly apostrophes read as the straight one, as in the tips' search (spec 2 s5). */
const normalise = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** The questions whose title or answer contains the query, case-insensitively; all when blank. */
export function matchingFaqs(items: ContentItem[], query: string): ContentItem[] {
  const needle = normalise(query.trim());
  if (!needle) return items;
  return items.filter((item) =>
    normalise(`${item.title ?? ''}\n${item.content ?? ''}`).includes(needle),
  );
}
