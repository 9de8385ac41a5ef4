/**
 * Spec 3 s1 "maintain work-style collections, work styles and style images" is the staff's
 * list; the collections are the product's, shared by every promotion, so only masters (who
 * administer every promotion, s6) maintain them (README "Work styles and collections").
 */
export const master = { access: { allow: ['Master'], scope: 'any' } } as const;
export const masterWriting = { ...master, limit: 'write' } as const;
