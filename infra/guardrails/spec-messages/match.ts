import type { SpecMessage } from './inventory';

const ENTITIES: Record<string, string> = {
  '&apos;': "'",
  '&#39;': "'",
  '&quot;': '"',
  '&amp;': '&',
};

/**
 * Source text as a reader sees its strings: comments removed (a comment quoting a message
 * neither shows nor asserts it), escapes and entities undone, curly apostrophes straight,
 * every run of white space one space (JSX wraps long text over lines).
 */
export function readable(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/&(apos|#39|quot|amp);/g, (entity) => ENTITIES[entity])
    .replace(/\\(['"`])/g, '$1')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATE_EXPRESSION = '\\$\\{[^}]*\\}';

/**
 * The message word for word: `{A|B}` is one of the words, `{name}` a value filled in (a
 * short run of text, or a template expression in source).
 */
export function messagePattern(text: string): RegExp {
  const parts = text.split(/(\{[^}]*\})/).map((part) => {
    if (!part.startsWith('{')) return escape(part);
    const words = part.slice(1, -1).split('|');
    return words.length > 1
      ? `(?:${words.map(escape).join('|')}|${TEMPLATE_EXPRESSION})`
      : `(?:${TEMPLATE_EXPRESSION}|[^'"\`<>{}]{1,60}?)`;
  });
  return new RegExp(parts.join(''));
}

/** The characters of the message that are not filled in. */
export const literalLength = (text: string) => text.replace(/\{[^}]*\}/g, '').length;

/** Whether readable source holds the message, not counting longer messages containing it. */
export function mentions(source: string, message: SpecMessage): boolean {
  const text = (message.within ?? []).reduce(
    (rest, longer) => rest.split(longer).join(' '),
    source,
  );
  return messagePattern(message.text).test(text);
}
