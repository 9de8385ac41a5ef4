import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';
import { marked } from 'marked';

let purifier: Purifier | null = null;

/** External links open in a new tab without handing the opener over. */
function markExternalLinks(node: Element) {
  if (node.tagName !== 'A' || !node.getAttribute('href')) return;
  const url = new URL(node.getAttribute('href')!, window.location.href);
  if (url.origin === window.location.origin) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
}

function sanitizer(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', markExternalLinks);
  }
  return purifier;
}

/**
 * Content is stored as its editor wrote it: markdown, HTML or both. It is rendered here,
 * once for every remote: markdown (with tables) to HTML, then sanitised — no scripts, event
 * handlers, styles, frames or forms.
 */
export function renderContentHtml(text: string | null | undefined): string {
  if (!text) return '';
  const html = marked.parse(text, { async: false, gfm: true, breaks: false });
  return sanitizer().sanitize(html, {
    FORBID_TAGS: [
      'style',
      'iframe',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  });
}
