import * as z from 'zod/mini';

/**
 * The login form. The spec shows no client bounds beyond "both fields are needed". Zod Mini
 * (the same checks as classic Zod, tree-shakable): the welcome page is the first load of
 * every signed-out visit.
 */
export const loginSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Enter your email address.')),
    z.email('Enter a valid email address.'),
  ),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
  stay_logged_in: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
