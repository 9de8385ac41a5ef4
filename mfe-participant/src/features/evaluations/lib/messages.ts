/** Spec 3 s8 messages of the participant evaluation and My Stats. */
export const SAVE_FAILED = 'An error ocurred while saving!';
export const DEFINITION_NOT_FOUND = 'Evaluation Definition could not be found';
export const NO_STATS = 'No Stats Found.';
/** Spec 3 s9 "Chart palette of 12 colours" (the dashboard's). */
export const CHART_PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'green.6',
  'red.6',
  'cyan.6',
  'yellow.6',
  'indigo.6',
  'pink.6',
  'lime.6',
  'violet.6',
] as const;

/** Spec 3 s9 "stats pie chart 300x400". */
export const PIE_CHART_SIZE = { height: 300, width: 400 } as const;
