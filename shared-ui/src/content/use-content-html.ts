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

/**
 * The sanitised HTML of a content text; '' until the renderer has loaded (a moment, once).
 * `serverHtml`: the server's rendering of the same text (content read with `html=true`), used
 * as it is, and the renderer is not loaded for it; undefined where there is none (a preview).
 */
export function useContentHtml(
  text: string | null | undefined,
  serverHtml?: string | null,
): string {
  const rendered = serverHtml !== undefined;
  const [loaded, setLoaded] = useState<Renderer | null>(renderer);
  useEffect(() => {
    if (loaded || rendered) return;
    let current = true;
    void loadContentRenderer().then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, [loaded, rendered]);
  return useMemo(() => {
    if (rendered) return serverHtml ?? '';
    return loaded ? loaded.renderContentHtml(text) : '';
  }, [rendered, serverHtml, loaded, text]);
}
