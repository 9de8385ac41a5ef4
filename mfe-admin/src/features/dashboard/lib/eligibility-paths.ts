/** Spec 3 s2 "Eligibility": /eligibilities, /eligibilityfiles, /eligibility/{eligId}/create and /edit. */
export const eligibilityPaths = {
  list: '/eligibilities',
  files: '/eligibilityfiles',
  create: (eligId: number | string = 'new') => `/eligibility/${eligId}/create`,
  edit: (eligId: number | string) => `/eligibility/${eligId}/edit`,
} as const;
