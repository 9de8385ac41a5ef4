/**
 * What in an SVG refuses the upload (UNSAFE_SVG): anything that can run code, change the
 * document over time or reach outside the file. Everything else the sanitiser does not know
 * (editor namespaces, metadata, comments) is dropped without refusing.
 */

/** Elements that run script, embed other documents, or animate (SMIL can set href to javascript:). */
export const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'canvas',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'discard',
  'handler',
  'listener',
]);

/**
 * Markup declarations (`<!DOCTYPE`, `<!ENTITY`, …: billion laughs, external entities) and the
 * xml-stylesheet instruction (an external style sheet), found in the text before parsing.
 */
export const DECLARATIONS = /<!(?!--|\[CDATA\[)|<\?xml-stylesheet/i;

/** A reference to the file's own fragment (`#logo`): the only href an SVG may keep. */
export const isOwnFragment = (href: string) =>
  // Browsers skip whitespace and control characters inside a URL (`jav&#x09;ascript:`).
  href.replace(/[\p{Cc}\s]+/gu, '').startsWith('#');

/** CSS as a browser reads it: comments gone, escapes (`\75 rl(`) decoded, lower case. */
export function plainCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const point = Number.parseInt(hex, 16);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '\ufffd';
    })
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

/** CSS functions that load a resource by address. */
const LOADS =
  /(?:^|[^a-z0-9_-])(?:url|image|image-set|-webkit-image-set|src)\s*\(\s*(['"]?)\s*(.)/g;

/**
 * True when CSS (a style element, a style attribute or a presentation attribute such as
 * `fill`) imports a style sheet or loads anything but the file's own `url(#id)`.
 */
export function cssReachesOutside(css: string): boolean {
  const plain = plainCss(css);
  if (plain.includes('@import') || plain.includes('@font-face')) return true;
  for (const [, , first] of plain.matchAll(LOADS)) {
    if (first !== '#') return true;
  }
  return false;
}
