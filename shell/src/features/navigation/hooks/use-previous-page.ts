import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { historyIndex, pageBefore, recordPage, retitlePage } from '../lib/page-history';
import type { PageEntry } from '../lib/page-history';

/**
 * The page shown before this one in this tab, with its title; undefined on the first page.
 * Called once, by the layout every page renders in.
 */
export function usePreviousPage(): PageEntry | undefined {
  const { key } = useLocation();
  const current = useRef({ index: 0, key });
  const [previous, setPrevious] = useState<PageEntry>();

  useEffect(() => {
    const index = historyIndex();
    current.current = { index, key };
    recordPage(index, key, document.title);
    setPrevious(pageBefore(index));
  }, [key]);

  useEffect(() => {
    // Pages set their title when they render (PageTitle), often after the route changed.
    const observer = new MutationObserver(() =>
      retitlePage(current.current.index, current.current.key, document.title),
    );
    observer.observe(document.head, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return previous;
}
