/** The dashboard charts' 12 colours (spec 3 section 9), Mantine theme colours at shade 6. */
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

/** The stats pie chart's size (spec 3 section 9: 300x400). */
export const PIE_CHART_SIZE = { height: 300, width: 400 } as const;

export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length];
