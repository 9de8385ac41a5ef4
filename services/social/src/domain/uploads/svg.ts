/**
 * An SVG is a document that can run script. Anything that can run code or reach outside the
 * file refuses the upload rather than being rewritten: scripts, event handlers, foreign
 * objects and embedded documents, links and url() references other than to the file's own
 * fragments (#id), animation of attributes, entity and doctype declarations.
 */
const UNSAFE = [
  /<\s*script/i,
  /[\s/"']on[a-z]+\s*=/i,
  /<\s*(foreignObject|iframe|embed|object|audio|video|animate|set|handler|listener)\b/i,
  /javascript:/i,
  /<!(ENTITY|DOCTYPE)/i,
  /href\s*=\s*(?!["']#)/i,
  /url\(\s*(?!["']?#)/i,
  /@import/i,
];

export const isSafeSvg = (text: string) => !UNSAFE.some((pattern) => pattern.test(text));

/** Removes what a safe SVG may still carry about its author: comments, metadata, processing instructions. */
export function sanitizeSvg(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*metadata\b[\s\S]*?<\/\s*metadata\s*>/gi, '')
    .replace(/<\?(?!xml\s)[\s\S]*?\?>/g, '')
    .trim();
}
