import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** An absolute web address opens in a new tab without handing the opener over. */
const isExternal = (href: string | undefined) => !!href && /^(https?:)?\/\//i.test(href);

const SANITIZE: sanitizeHtml.IOptions = {
  // sanitize-html's defaults (text, headings, lists, tables, links: no scripts, event handlers,
  // styles, frames or forms) and images, as the browser's renderer allows (shared-ui's
  // render-content.ts).
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['id'],
  },
  transformTags: {
    a: (tagName, attribs) =>
      isExternal(attribs.href)
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * A content item's text (markdown, HTML or both, as its editor wrote it) as sanitised HTML:
 * markdown with tables to HTML, then only safe tags and attributes kept. Served with `html=true`
 * so that a page can show content without loading a markdown renderer and a sanitiser (issue
 * 18: the welcome page).
 */
export function contentHtml(text: string | null): string | null {
  if (!text) return null;
  const html = marked.parse(text, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, SANITIZE);
}
