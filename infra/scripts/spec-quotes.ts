import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_MESSAGES } from '../guardrails/spec-messages/inventory';
import { NOT_MESSAGES } from '../guardrails/spec-messages/not-messages';

/**
 * `npx tsx infra/scripts/spec-quotes.ts [spec dir]`: every string the specs quote ('…' or
 * "…"), and those that neither the spec-message inventory nor its list of non-messages
 * holds. Run it when a spec changes, then classify what it prints.
 */
const specDir = path.resolve(process.argv[2] ?? path.join(__dirname, '../../../shared/spec'));

// Single quotes only where they open and close a quotation, not apostrophes.
const QUOTED = [/"([^"]+)"/g, /(?:^|(?<=[\s(]))'(.+?)'(?=[\s.,;:)]|$)/g];

const quotes = new Map<string, string>();
for (const file of readdirSync(specDir)
  .filter((name) => name.endsWith('.md'))
  .sort()) {
  let section = '';
  for (const line of readFileSync(path.join(specDir, file), 'utf8').split('\n')) {
    section = /^## (\d+)\./.exec(line)?.[1] ?? section;
    for (const pattern of QUOTED) {
      for (const [, text] of line.matchAll(pattern)) {
        if (!quotes.has(text)) quotes.set(text, `${file.slice(0, 1)} s${section}`);
      }
    }
  }
}

const known = new Set([...SPEC_MESSAGES.map((m) => m.text), ...Object.keys(NOT_MESSAGES)]);
const unclassified = [...quotes].filter(([text]) => !known.has(text));
const shown = SPEC_MESSAGES.filter((m) => m.shown).length;
console.info(
  `${quotes.size} quoted strings: ${SPEC_MESSAGES.length} messages (${shown} shown, ${SPEC_MESSAGES.length - shown} not yet), ${Object.keys(NOT_MESSAGES).length} labels and identifiers, ${unclassified.length} unclassified`,
);
for (const [text, where] of unclassified) console.info(`  ${where}: ${JSON.stringify(text)}`);
process.exitCode = unclassified.length ? 1 : 0;
