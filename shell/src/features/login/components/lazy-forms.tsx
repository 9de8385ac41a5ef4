import { withFullProviders } from '../../../lib/with-full-providers';

/**
 * The welcome page's forms and dialogs, each loaded when first shown (issue 18, a light
 * shell): Mantine, Redux, the form library and the schema validator stay out of a plain
 * visit to /welcome.
 */
export const LoginForm = withFullProviders(() =>
  import('./login-form').then((module) => module.LoginForm),
);
export const PilotPasswordForm = withFullProviders(() =>
  import('./pilot-password-form').then((module) => module.PilotPasswordForm),
);
export const ForgotPasswordDialog = withFullProviders(() =>
  import('./forgot-password-dialog').then((module) => module.ForgotPasswordDialog),
);
export const ResetPasswordDialog = withFullProviders(() =>
  import('./reset-password-dialog').then((module) => module.ResetPasswordDialog),
);
/** Spec 3 s2 "Other": the 404 screen (its own content category, Mantine). */
export const LazyNotFoundPage = withFullProviders(() =>
  import('../../../components/not-found-page').then((module) => module.NotFoundPage),
);
