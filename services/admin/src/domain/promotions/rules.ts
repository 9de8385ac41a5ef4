import dayjs from 'dayjs';

/** Spec 3 s5 and s9: the programme lengths offered, 42 days (6 weeks) and 56 days (8 weeks). */
export const PROGRAM_LENGTHS = [42, 56] as const;
/** Spec 3 s9 "maximum points value 450": the most any of a promotion's point values may be. */
export const MAX_POINTS_VALUE = 450;

export const BAD_LENGTH = 'Program length must be 42 days (6 weeks) or 56 days (8 weeks).';
export const BAD_SUBDOMAIN =
  'Subdomain must be 1 to 63 lower-case letters, digits or hyphens, and cannot start or end with a hyphen.';
export const SUBDOMAIN_TAKEN = 'Subdomain is already taken by another promotion.';
export const REGISTRATION_ORDER = 'Registration should start on or before the day it ends.';
export const LOGGING_BEFORE_START = 'Logging should end on or after the start date.';
export const NOT_A_PARENT = 'The parent promotion must be a parent promotion.';
export const OWN_PARENT = 'A promotion cannot be its own parent.';
export const PARENT_WITH_PARENT = 'A promotion with a parent cannot be a parent.';
export const NO_ORGANIZATION = 'Organization could not be found';
export const NO_PROMOTION_ID = 'Promotion could not be found';
export const pointsTooHigh = (label: string) =>
  `${label} must be between 0 and ${MAX_POINTS_VALUE}.`;
export const notJson = (label: string) => `${label} must be valid JSON.`;
export const badCoordinator = (email: string) =>
  `Coordinators must be e-mail addresses separated by commas: "${email}" is not one.`;

/** Spec 3 s5: "Promotion end date = start + program length - 1 day". */
export const endDate = (startsOn: string, programLength: number) =>
  dayjs(startsOn)
    .add(programLength - 1, 'day')
    .format('YYYY-MM-DD');

/**
 * Spec 3 s5: "Default goal: 500 for 4 weeks, 750 for 6, 1000 for 8, otherwise 100 per week
 * minus 100."
 */
export function defaultGoal(programLength: number): number {
  const weeks = Math.ceil(programLength / 7);
  const goals: Record<number, number> = { 4: 500, 6: 750, 8: 1000 };
  return goals[weeks] ?? 100 * weeks - 100;
}

/** A DNS label (RFC 1123): what a subdomain under the base domain must be. */
export const isDnsLabel = (value: string) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(value);

/**
 * Spec 3 s5 "Coordinators: empty entries ignored when adding": the list kept, each entry
 * trimmed, an address given twice (in any case) kept once, where it first appears.
 */
export function coordinatorList(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      const key = entry.toLowerCase();
      if (entry === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Spec 3 s3 the promotion's video fields, shown to participants (README "Participant video"). */
export const VIDEO_FIELDS = {
  video_url: 'Video URL',
  video_button_url: 'Video button URL',
  video_caption_url: 'Video caption URL',
  video2_url: 'Second video URL',
  video2_caption_url: 'Second video caption URL',
} as const;
export const badVideoUrl = (label: string) =>
  `${label} must be a web address starting with http:// or https://.`;

/** An absolute http(s) URL with a host: what a participant's browser can load. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The point values a promotion's form sets, each capped by spec 3 s9. */
export const POINT_FIELDS = {
  trivia_points: 'Trivia points',
  bonus_points: 'Bonus points',
  entry_points: 'Entry points',
  works_point_value: 'Works point value',
} as const;

export interface PromotionRuleInput {
  program_length: number;
  starts_on: string;
  logging_ends_on: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  subdomain: string;
  coordinators: string | null;
  video_url?: string | null;
  video_button_url?: string | null;
  video_caption_url?: string | null;
  video2_url?: string | null;
  video2_caption_url?: string | null;
  static_tiles: string | null;
  dynamic_tiles: string | null;
  trivia_points: number;
  bonus_points: number;
  entry_points: number;
  works_point_value: number;
}

/** Every save rule of the promotion form that needs no database, each with its message. */
export function promotionProblems(promotion: PromotionRuleInput): string[] {
  const problems: string[] = [];
  if (!isDnsLabel(promotion.subdomain)) problems.push(BAD_SUBDOMAIN);
  if (!(PROGRAM_LENGTHS as readonly number[]).includes(promotion.program_length)) {
    problems.push(BAD_LENGTH);
  }
  if (
    promotion.registration_starts_on &&
    promotion.registration_ends_on &&
    promotion.registration_starts_on > promotion.registration_ends_on
  ) {
    problems.push(REGISTRATION_ORDER);
  }
  if (promotion.logging_ends_on && promotion.logging_ends_on < promotion.starts_on) {
    problems.push(LOGGING_BEFORE_START);
  }
  for (const [field, label] of Object.entries(POINT_FIELDS)) {
    const value = promotion[field as keyof typeof POINT_FIELDS];
    if (value < 0 || value > MAX_POINTS_VALUE) problems.push(pointsTooHigh(label));
  }
  for (const [field, label] of Object.entries(VIDEO_FIELDS)) {
    const value = promotion[field as keyof typeof VIDEO_FIELDS];
    if (value && !isWebUrl(value)) problems.push(badVideoUrl(label));
  }
  for (const email of coordinatorList(promotion.coordinators)) {
    if (!EMAIL.test(email)) problems.push(badCoordinator(email));
  }
  for (const [field, label] of [
    ['static_tiles', 'Static tiles'],
    ['dynamic_tiles', 'Dynamic tiles'],
  ] as const) {
    const value = promotion[field];
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      problems.push(notJson(label));
    }
  }
  return problems;
}
