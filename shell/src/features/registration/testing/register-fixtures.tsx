import { screen } from '@testing-library/react';
import type { mockFetch } from '@wellness/shared-ui/testing';
import { buildContentItem, buildPromotion, renderWithProviders } from '@wellness/shared-ui/testing';
import { RegisterPage } from '../pages/register-page';

/** What the registration screen's tests share: the stubbed calls and filling in the form. */
export const HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';
export const EMAIL_IN_USE = 'Email address is already in use. Would you like to log in?';

export const signedOut = { status: 401, body: { errors: ['Log In Required'] } };
export const envelope = (data: unknown) => ({ body: { data, meta: {} } });
export const windowOf = (state: string, label: string | null = null, full = false) =>
  envelope({
    state,
    registration_starts_on: '2026-11-01',
    registration_ends_on: '2026-12-01',
    eligibility_label: label,
    full,
  });
export const images = envelope([
  { id: 11, url: '/api/profile_images/avatars/avatar-1.svg', promotion_id: 2 },
  { id: 12, url: '/api/profile_images/avatars/avatar-2.svg', promotion_id: 2 },
]);
export const locations = envelope([
  { id: 1, name: 'North Region', parent_id: null, level: 1 },
  { id: 2, name: 'Boston Office', parent_id: 1, level: 2 },
]);
export const content = (category: string, key: string, title: string) =>
  envelope([buildContentItem({ category, key, title, content: `${title} text.` })]);

export function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/users/me': signedOut,
    'GET /api/promotions/current': envelope(buildPromotion({ is_location_displayed: true })),
    'GET /api/promotions/2/can_register': windowOf('open'),
    'GET /api/promotions/2/profile_images': images,
    'GET /api/promotions/2/registration_locations': locations,
    'GET /api/promotions/2/custom_content': content(
      'registration_content',
      'registration',
      'Create your account',
    ),
    'GET /api/promotions/2/users/validate': envelope({ valid: true }),
    'GET /api/promotions/2/registration_evaluation': envelope(null),
    ...overrides,
  } as Parameters<typeof mockFetch>[0];
}

export const renderRegister = () =>
  renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });

export type Setup = ReturnType<typeof renderRegister>;

/** Types by pasting: the form's own checks are what is under test, not the keystrokes. */
export async function enter({ user }: Setup, label: RegExp, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}

export async function chooseLocation({ user }: Setup) {
  await user.selectOptions(await screen.findByLabelText(/^Location/), 'North Region');
  await user.selectOptions(await screen.findByLabelText(/^Office/), 'Boston Office');
}

export async function fillForm(setup: Setup, overrides: { email?: string; retype?: string } = {}) {
  await enter(setup, /First name/, 'Nia');
  await enter(setup, /Last name/, 'Newcomer');
  await enter(setup, /^Email/, overrides.email ?? 'nia@demo.test');
  await enter(setup, /Retype email/, overrides.retype ?? 'NIA@demo.test');
  await enter(setup, /^Password/, 'Fresh!start42');
  await enter(setup, /Retype password/, 'Fresh!start42');
  await setup.user.click(screen.getByRole('radio', { name: 'Profile image 2' }));
  await chooseLocation(setup);
}

export const postsOf = async (fetchMock: jest.Mock) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'POST')
      .map((request) => request.clone().json()),
  );
