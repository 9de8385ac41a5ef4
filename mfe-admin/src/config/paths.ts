/**
 * Every path of the admin remote, keyed by the product's state names. It lives outside
 * src/app because features link to these paths and imports never flow from src/app back.
 */
export const paths = {
  promotions: '/promotions',
} as const;
