/**
 * Every message the three specs quote (../shared/spec, sections 5 and 8 and elsewhere), and
 * whether the product shows it today, one file a spec. `{name}` stands for a value the product
 * fills in, `{A|B}` for one of the words. Labels, titles of screens and identifiers the specs
 * also quote are listed in NOT_MESSAGES (not-messages.ts). `infra/scripts/spec-quotes.ts` lists
 * any quoted string of the specs that neither list holds.
 */
import type { SpecMessage } from './entries';
import { SPEC_1_MESSAGES } from './spec1';
import { SPEC_2_MESSAGES } from './spec2';
import { SPEC_3_MESSAGES } from './spec3';

export type { SpecMessage } from './entries';

export const SPEC_MESSAGES: SpecMessage[] = [
  ...SPEC_1_MESSAGES,
  ...SPEC_2_MESSAGES,
  ...SPEC_3_MESSAGES,
];
