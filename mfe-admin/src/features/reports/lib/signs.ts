/** Spec 3 section 5: the filter operators, in the spec's order. */
export const SIGNS = ['<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between'] as const;
export type Sign = (typeof SIGNS)[number];
