import { z } from 'zod';

/** The login form. The spec shows no client bounds beyond "both fields are needed". */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Enter your password.'),
  stay_logged_in: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
