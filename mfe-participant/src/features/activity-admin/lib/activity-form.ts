import { z } from 'zod';
import type { ActivityInput, AdminActivity } from '../api/types';

export const FORM_INVALID = "Form isn't valid.";
export const WRONG_CORRECT_ANSWER = 'The correct answer must be one of the answers.';
export const TOO_FEW_ANSWERS = 'A quiz needs at least two answers.';

/** One-time activities created with multiplier 1 are saved with this one (server rule, mirrored). */
export const ONE_TIME_MULTIPLIER = 1.5;

/** A whole-number field: NumberInput leaves '' while the box is empty. */
const wholeNumber = (missing: string, min: number) =>
  z
    .union([z.number(), z.literal('')])
    .transform((value) => (value === '' ? Number.NaN : value))
    .pipe(z.number({ error: missing }).int('Use a whole number.').min(min, `Use ${min} or more.`));

const text = (missing: string) => z.string().trim().min(1, missing);

export const activitySchema = z
  .object({
    name: text('Enter a name.'),
    blurb: z.string().trim(),
    content: z.string(),
    category: text('Choose a category.'),
    week_available: wholeNumber('Enter the week it becomes available.', 1),
    sequence: wholeNumber('Enter its place in the list.', 1),
    is_one_time: z.boolean(),
    multiplier: text('Choose a multiplier.').transform(Number),
    point_value: wholeNumber('Enter the points it earns.', 0),
    parent_activity_id: z.string().transform((id) => (id ? Number(id) : null)),
    question: z.string().trim(),
    answers: z.array(z.object({ value: z.string().trim() })),
    correct_answer: z.string().trim(),
  })
  // The quiz is checked even while other fields are wrong, so every problem shows at once.
  .superRefine(
    (values, ctx) => {
      if (!values.question) return;
      const answers = values.answers.map((answer) => answer.value).filter(Boolean);
      if (answers.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['answers'], message: TOO_FEW_ANSWERS });
      }
      const correct = values.correct_answer.toLowerCase();
      if (!answers.some((answer) => answer.toLowerCase() === correct)) {
        ctx.addIssue({ code: 'custom', path: ['correct_answer'], message: WRONG_CORRECT_ANSWER });
      }
    },
    { when: () => true },
  );

export type ActivityFormValues = z.input<typeof activitySchema>;
export type ActivityFormOutput = z.output<typeof activitySchema>;

export const defaultWeek = (countInCategory: number, weeks: number) =>
  Math.min(countInCategory + 1, weeks);

/** The fields a child activity takes from its parent; it keeps only its week and sequence. */
export function inheritedValues(parent: AdminActivity) {
  return {
    name: parent.name,
    blurb: parent.blurb,
    content: parent.content ?? '',
    category: parent.category,
    is_one_time: parent.is_one_time,
    multiplier: String(parent.multiplier),
    point_value: parent.point_value,
    question: parent.question ?? '',
    answers: (parent.answers ?? []).map((value) => ({ value })),
    correct_answer: parent.correct_answer ?? '',
  } satisfies Partial<ActivityFormValues>;
}

/** An existing activity as form values. */
export function valuesOf(activity: AdminActivity): ActivityFormValues {
  return {
    ...inheritedValues(activity),
    week_available: activity.week_available,
    sequence: activity.sequence,
    parent_activity_id: activity.parent_activity_id ? String(activity.parent_activity_id) : '',
  };
}

/**
 * A new activity, with the server's defaults: week = activities already in its category + 1
 * (spec s.9) but never past the programme's last week, sequence 1, 10 points.
 */
export function newActivityValues(
  category: string,
  countInCategory: number,
  weeks: number,
): ActivityFormValues {
  return {
    name: '',
    blurb: '',
    content: '',
    category,
    week_available: defaultWeek(countInCategory, weeks),
    sequence: 1,
    is_one_time: false,
    multiplier: '1',
    point_value: 10,
    parent_activity_id: '',
    question: '',
    answers: [],
    correct_answer: '',
  };
}

/**
 * The request body. A child activity sends only its place (and, when created, its parent);
 * the server copies the rest from the parent.
 */
export function toActivityInput(
  values: ActivityFormOutput,
  existing: AdminActivity | undefined,
): ActivityInput {
  const { week_available, sequence, parent_activity_id } = values;
  if (existing?.parent_activity_id) return { week_available, sequence };
  if (parent_activity_id) return { parent_activity_id, week_available, sequence };

  const hasQuiz = values.question !== '';
  const answers = values.answers.map((answer) => answer.value).filter(Boolean);
  const oneTimeBonus = !existing && values.is_one_time && values.multiplier === 1;
  return {
    name: values.name,
    blurb: values.blurb,
    content: values.content.trim() === '' ? null : values.content,
    category: values.category,
    image_url: existing?.image?.url ?? null,
    week_available,
    sequence,
    is_one_time: values.is_one_time,
    multiplier: oneTimeBonus ? ONE_TIME_MULTIPLIER : values.multiplier,
    parent_activity_id: null,
    point_value: values.point_value,
    question: hasQuiz ? values.question : null,
    answers: hasQuiz ? answers : null,
    correct_answer: hasQuiz
      ? (answers.find((a) => a.toLowerCase() === values.correct_answer.toLowerCase()) ?? null)
      : null,
  };
}
