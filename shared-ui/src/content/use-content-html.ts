import { useEffect, useMemo, useState } from 'react';
import type * as RenderContent from './render-content';

type Renderer = typeof RenderContent;

let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/**
 * The markdown renderer and sanitiser (marked, DOMPurify) are loaded on first use, in their own
 * chunk: shared-ui is in every app's first load, most pages show no content, and these
 * libraries are a large part of its weight.
 */
export function loadContentRenderer(): Promise<Renderer> {
  loading ??= import('./render-content').then((module) => (renderer = module));
  return loading;
}

/** The sanitised HTML of a content text; '' until the renderer has loaded (a moment, once). */
export function useContentHtml(text: string | null | undefined): string {
  const [loaded, setLoaded] = useState<Renderer | null>(renderer);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loadContentRenderer().then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return useMemo(() => (loaded ? loaded.renderContentHtml(text) : ''), [loaded, text]);
}
