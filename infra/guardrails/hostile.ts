import Ajv from 'ajv';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';

/** Strings an attacker or a careless client sends. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM users --",
];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><a xlink:href="jav&#x09;ascript:alert(1)"><text>x</text></a></svg>',
];

/** A property an attacker adds to a text answer (an .ics or CSV file) behind a line break. */
export const INJECTED_LINE = 'ATTENDEE;CN=Mallory:mailto:mallory@example.test';
export const LINE_BREAK_PAYLOADS = ['\r\n', '\r', '\n'].map((br) => `Walk${br}${INJECTED_LINE}`);

export const hostileString = fc.oneof(
  fc.constantFrom(
    ...SQL_PAYLOADS,
    ...HTML_PAYLOADS,
    ...LINE_BREAK_PAYLOADS,
    '',
    ' ',
    '\u0000',
    '💥🏳️‍🌈',
    'ʇxǝʇ',
    '%00',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(70_000)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -2_147_483_649,
    2_147_483_648,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1.5,
    -0.5,
  ),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.double({ noNaN: true }),
);

/** Anything of any type: kept only where it breaks the field's schema. */
export const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

// The services validate bodies without coercion and text (params, query) with it.
const ajvOptions = { strict: false, allErrors: false } as const;
const bodyAjv = new Ajv({ ...ajvOptions, coerceTypes: false });
const textAjv = new Ajv({ ...ajvOptions, coerceTypes: 'array' });

/** True when the value breaks the schema as the service's validator reads it. */
export function breaks(schema: TSchema, value: unknown, part: 'body' | 'text'): boolean {
  const validate = (part === 'body' ? bodyAjv : textAjv).compile(schema);
  return !validate(structuredClone(value));
}
