import type { ProviderClient } from './index';

/**
 * The demo's SSO organization as the provider knows it (infra/scripts/stack.ts seeds the
 * product's side with the same values: services/schema `seedSsoDemo`).
 */
export const DEMO_CLIENT = {
  client_id: 'wellness-demo',
  client_secret: 'wellness-demo-secret',
  impersonation_key: 'acme-sso-wskey',
  client_name: 'Acme Wellness',
} as const;

/** The demo client with the product's callback on each given origin. */
export const demoClient = (origins: string[]): ProviderClient => ({
  ...DEMO_CLIENT,
  redirect_uris: origins.map((origin) => `${origin}/api/sso/callback`),
});
