import type { Config, DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { UploadRejected } from './rejected';
import { SVG_TOO_COMPLEX, UNSAFE_SVG } from './rules';
import { withinBudget } from './svg-budget';
import { ACTIVE_ELEMENTS, DECLARATIONS, cssReachesOutside, isOwnFragment } from './svg-policy';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/**
 * DOMPurify's SVG profile, plus `use` (safe once its href is a #fragment), minus animation
 * (allowed by the profile, refused here) and `metadata` with its content (the author's
 * details). No external reference survives: see the hooks.
 */
const CONFIG: Config & { RETURN_DOM: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['animate', 'animateMotion', 'animateTransform', 'animateColor', 'set', 'metadata'],
  ADD_FORBID_CONTENTS: ['metadata'],
  RETURN_DOM: true,
};

interface Sanitiser {
  window: JSDOM['window'];
  purify: DOMPurify;
  /** What the current run found that refuses the file (the hooks write it). */
  unsafe: string[];
}

let shared: Promise<Sanitiser> | undefined;

/**
 * One window and one DOMPurify for the process, made at the first SVG: jsdom is slow to load
 * (about a second, not spent at the service's start) and to start; sanitize() is synchronous.
 */
function sanitiser(): Promise<Sanitiser> {
  shared ??= createSanitiser();
  return shared;
}

async function createSanitiser(): Promise<Sanitiser> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  // No scripts run and nothing is fetched: jsdom's defaults.
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  const state: Sanitiser = { window, purify, unsafe: [] };
  purify.addHook('uponSanitizeElement', (node) => {
    const element = node as Element;
    if (element.nodeType !== window.Node.ELEMENT_NODE) return;
    // The local name: `<svg:script xmlns:svg=…>` is a script too.
    const name = element.localName.toLowerCase();
    const isWrapper = ['html', 'head', 'body'].includes(name);
    if (ACTIVE_ELEMENTS.has(name) || (element.namespaceURI === XHTML_NAMESPACE && !isWrapper)) {
      state.unsafe.push(`<${name}>`);
    } else if (name === 'style' && cssReachesOutside(element.textContent ?? '')) {
      state.unsafe.push('<style> loading a resource');
      element.textContent = '';
    }
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const refuse = (why: string) => {
      state.unsafe.push(why);
      data.keepAttr = false;
    };
    // Namespace declarations are the serialiser's job: an upload's own could rename elements.
    if (name === 'xmlns' || name.startsWith('xmlns:')) data.keepAttr = false;
    else if (name.startsWith('on')) refuse(`${name} handler`);
    else if (/(^|:)href$/.test(name) && !isOwnFragment(data.attrValue)) refuse(`${name} outside`);
    else if (cssReachesOutside(data.attrValue)) refuse(`${name} loading a resource`);
  });
  return state;
}

/**
 * The sanitised document, or null when the text is not one well-formed SVG document (what a
 * browser shows as image/svg+xml); and what refuses it.
 */
export async function inspectSvg(text: string): Promise<{ svg: string | null; unsafe: string[] }> {
  if (DECLARATIONS.test(text)) return { svg: null, unsafe: ['markup declaration'] };
  const state = await sanitiser();
  const { window, purify } = state;
  // Parsed as the browser will read the stored file; what is stored is our own serialisation
  // of what survived, never the upload's bytes.
  const parsed = new window.DOMParser().parseFromString(text.trimStart(), 'image/svg+xml');
  const source = parsed.documentElement;
  const isSvg = source.localName === 'svg' && source.namespaceURI === SVG_NAMESPACE;
  if (!isSvg || parsed.getElementsByTagName('parsererror').length) return { svg: null, unsafe: [] };
  // CDATA is text (a style sheet, mostly) that an HTML document, where DOMPurify works, cannot hold.
  const sections = parsed.createNodeIterator(source, window.NodeFilter.SHOW_CDATA_SECTION);
  for (let section = sections.nextNode(); section; section = sections.nextNode()) {
    section.parentNode?.replaceChild(parsed.createTextNode(section.nodeValue ?? ''), section);
  }
  state.unsafe = [];
  const body = purify.sanitize(source, CONFIG) as Element;
  const { unsafe } = state;
  const root = body.firstElementChild;
  if (!root) return { svg: null, unsafe };
  const comments = root.ownerDocument.createNodeIterator(root, window.NodeFilter.SHOW_COMMENT);
  for (let comment = comments.nextNode(); comment; comment = comments.nextNode()) {
    comment.parentNode?.removeChild(comment);
  }
  root.setAttributeNS(XMLNS_NAMESPACE, 'xmlns:xlink', XLINK_NAMESPACE);
  return { svg: new window.XMLSerializer().serializeToString(root), unsafe };
}

/**
 * The SVG to store. Refused with UNSAFE_SVG when it has script, handlers, animation, embedded
 * documents, references outside the file or markup declarations; with SVG_TOO_COMPLEX over
 * the budget (checked before parsing); as the wrong type when it is not one SVG document.
 */
export async function acceptSvg(text: string, incorrectType: string): Promise<string> {
  if (DECLARATIONS.test(text)) throw new UploadRejected(UNSAFE_SVG);
  if (!withinBudget(text)) throw new UploadRejected(SVG_TOO_COMPLEX);
  const { svg, unsafe } = await inspectSvg(text);
  if (unsafe.length) throw new UploadRejected(UNSAFE_SVG);
  if (svg === null) throw new UploadRejected(incorrectType);
  return svg;
}
