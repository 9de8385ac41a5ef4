/**
 * How much SVG the sanitiser takes on. jsdom builds a heavy tree (about 2 s and 300 MB for
 * 20,000 elements) and slows down with the square of the nesting and of one element's
 * attributes, so the text is measured first, in one pass, and a file over the budget is
 * refused before it is parsed: at the budget, sanitising takes about a second.
 */
export const SVG_BUDGET = {
  bytes: 1024 * 1024,
  elements: 5_000,
  depth: 100,
  attributes: 30_000,
  attributesOfOneElement: 100,
} as const;

export interface SvgSize {
  elements: number;
  depth: number;
  attributes: number;
  attributesOfOneElement: number;
}

/**
 * XML markup in order: comments, CDATA and instructions (skipped whole), end tags, start tags
 * (quoted values may hold `>`, never `<`), text, and a lone `<` where the text is malformed.
 * The XML parser stops at the first malformed token, and so does the count: it counts what
 * the parser would build, in one pass.
 */
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<\/[^<>]*>|<[^!?/<>](?:"[^"<]*"|'[^'<]*'|[^'"<>])*>|[^<]+|</y;

/** The elements, deepest nesting and attributes (in all, and most on one element) of an SVG's text. */
export function measureSvg(text: string): SvgSize {
  const size: SvgSize = { elements: 0, depth: 0, attributes: 0, attributesOfOneElement: 0 };
  let depth = 0;
  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(text); token; token = TOKEN.exec(text)) {
    const [markup] = token;
    if (markup === '<') break;
    if (markup.startsWith('</')) depth -= 1;
    else if (/^<[^!?]/.test(markup)) {
      // In a well-formed tag every attribute has one quoted value, and nothing else is quoted.
      const attributes = markup.match(/"[^"]*"|'[^']*'/g)?.length ?? 0;
      size.elements += 1;
      size.attributes += attributes;
      size.attributesOfOneElement = Math.max(size.attributesOfOneElement, attributes);
      if (!markup.endsWith('/>')) size.depth = Math.max(size.depth, (depth += 1));
    }
  }
  return size;
}

/** True when the text is within every limit of SVG_BUDGET. */
export function withinBudget(text: string): boolean {
  if (Buffer.byteLength(text, 'utf8') > SVG_BUDGET.bytes) return false;
  const size = measureSvg(text);
  return (Object.keys(size) as Array<keyof SvgSize>).every((key) => size[key] <= SVG_BUDGET[key]);
}
