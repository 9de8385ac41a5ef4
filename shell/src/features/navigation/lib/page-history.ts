/**
 * The pages this tab has shown, by their place in the browser's history, with the title each
 * had: the back button names the previous one ('Back to {previous title}', spec 1 s2). Kept in
 * memory: after a reload the app knows no earlier page and shows no back button.
 */
export interface PageEntry {
  key: string;
  title: string;
}

const entries = new Map<number, PageEntry>();

/** React Router keeps the entry's index in history.state.idx. */
export function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/** Records the page now shown at `index`, forgetting entries past it after a new navigation. */
export function recordPage(index: number, key: string, title: string): void {
  const known = entries.get(index);
  if (known?.key !== key) {
    for (const at of [...entries.keys()]) if (at > index) entries.delete(at);
  }
  entries.set(index, { key, title });
}

/** Updates the title of the page at `index` (pages set theirs once their data arrive). */
export function retitlePage(index: number, key: string, title: string): void {
  const known = entries.get(index);
  if (known?.key === key) entries.set(index, { key, title });
}

export function pageBefore(index: number): PageEntry | undefined {
  return index > 0 ? entries.get(index - 1) : undefined;
}

/** For tests. */
export function forgetPages(): void {
  entries.clear();
}
