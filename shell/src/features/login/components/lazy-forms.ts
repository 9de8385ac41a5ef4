import { lazy } from 'react';

/**
 * The welcome page's forms and dialogs, each loaded when first shown (issue 18, a light
 * shell): the form library and the schema validator stay out of a plain visit to /welcome.
 */
export const LoginForm = lazy(() =>
  import('./login-form').then((module) => ({ default: module.LoginForm })),
);
export const PilotPasswordForm = lazy(() =>
  import('./pilot-password-form').then((module) => ({ default: module.PilotPasswordForm })),
);
export const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);
export const ResetPasswordDialog = lazy(() =>
  import('./reset-password-dialog').then((module) => ({ default: module.ResetPasswordDialog })),
);
