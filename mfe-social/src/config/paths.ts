/**
 * Every path this remote serves or links to, keyed by the product's state names.
 * It lives outside src/app because features link to these paths and imports never flow
 * from src/app back into features.
 */
export const paths = {
  'go.u.wall': '/wall',
  'go.u.wall.all': '/wall/all',
} as const;
