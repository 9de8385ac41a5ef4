/**
 * The form of an entry of the spec-messages inventory (inventory.ts): every message the three specs quote (../shared/spec, sections 5 and 8 and elsewhere), and
 * whether the product shows it today. `{name}` stands for a value the product fills in,
 * `{A|B}` for one of the words. Labels, titles of screens and identifiers the specs also
 * quote are listed in NOT_MESSAGES (not-messages.ts). `infra/scripts/spec-quotes.ts` lists any
 * quoted string of the specs that neither list holds.
 */
export interface SpecMessage {
  text: string;
  /** Where the spec quotes it: '2 s8' is spec 2, section 8. */
  spec: string;
  /** Where the product shows it today; absent when it does not (yet). */
  shown?: string;
  /** Why the product does not show it: the feature does not exist yet, or a gap to report. */
  notYet?: string;
  /** Longer messages of the product that contain this one and do not count as showing it. */
  within?: string[];
}

export const shown = (
  text: string,
  spec: string,
  where: string,
  within?: string[],
): SpecMessage => ({
  text,
  spec,
  shown: where,
  ...(within ? { within } : {}),
});
export const notYet = (
  text: string,
  spec: string,
  why: string,
  within?: string[],
): SpecMessage => ({
  text,
  spec,
  notYet: why,
  ...(within ? { within } : {}),
});

/** The logging placeholders of spec 1 s8, served with the editor's content catalogue. */
export const PLACEHOLDERS = 'services/admin GET /content_categories placeholders';
export const GENERIC_500 = 'Something went wrong on our side. Please try again.';
export const UPLOAD_FAILED = 'Oops, something went wrong while uploading your file.';
