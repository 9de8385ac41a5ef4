import { hash } from 'argon2';
import dayjs from 'dayjs';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Organization, ProfileImage, Promotion, Reseller, SsoExtra, User } from '../entities';
import { AVATAR_COUNT, seedActivities } from './index';

export const SSO_DEMO_SUBDOMAIN = 'sso';

/** The OpenID client of the demo's SSO organization, as services/oidc-provider registers it. */
export const SSO_DEMO_CLIENT = {
  client_id: 'wellness-demo',
  client_secret: 'wellness-demo-secret',
  wskey: 'acme-sso-wskey',
};

export interface SsoDemoOptions {
  /** The local provider, e.g. http://localhost:4108. */
  issuer: string;
  /** Where an SSO user's logout goes (the provider's signed-out page). */
  signedOut: string;
}

/**
 * The SSO demo (root README "Demo accounts"): the organization "Acme Corporation" signs in
 * through the local OpenID provider, with a promotion on subdomain `sso` like the demo's, two
 * SSO extras, and one participant already matched by identifier (the provider's `wid-0001`).
 * `npm start` and the e2e stack add it once, after the main seed; Jest's seed leaves it out.
 * Answers whether it was added.
 */
export async function seedSsoDemo(dataSource: DataSource, options: SsoDemoOptions) {
  const promotions = dataSource.getRepository(Promotion);
  if (await promotions.existsBy({ subdomain: SSO_DEMO_SUBDOMAIN })) return false;
  const demo = await promotions.findOneBy({ subdomain: 'demo' });
  if (!demo) return false;
  const passwordHash = await hash(randomBytes(32).toString('base64url'));
  const today = dayjs();
  await dataSource.transaction(async (manager) => {
    const reseller = await manager.findOneBy(Reseller, { name: 'Demo Reseller' });
    const organization = await manager.save(Organization, {
      name: 'Acme Corporation',
      reseller_id: reseller?.id ?? null,
      wskey: SSO_DEMO_CLIENT.wskey,
      is_sso_enabled: true,
      sso_label: 'Sign in with Acme ID',
      sso_login_url: null,
      sso_redirect: options.signedOut,
      sso_issuer_url: options.issuer,
      sso_client_id: SSO_DEMO_CLIENT.client_id,
      sso_client_secret: SSO_DEMO_CLIENT.client_secret,
    });
    const start = today.subtract(4, 'day');
    const promotion = await manager.save(Promotion, {
      organization_id: organization.id,
      name: 'Acme Wellness',
      subdomain: SSO_DEMO_SUBDOMAIN,
      program_name: 'Acme Moves',
      collection_id: demo.collection_id,
      starts_on: start.format('YYYY-MM-DD'),
      ends_on: start.add(55, 'day').format('YYYY-MM-DD'),
      launch_on: start.format('YYYY-MM-DD'),
      registration_starts_on: start.subtract(14, 'day').format('YYYY-MM-DD'),
      registration_ends_on: start.add(14, 'day').format('YYYY-MM-DD'),
      program_length: 56,
      max_activities_day: 10,
      trivia_points: 5,
      default_goal: 1000,
      websocket_channel: randomBytes(12).toString('hex'),
    });
    await seedActivities(manager, promotion.id);
    await manager.save(
      ProfileImage,
      Array.from({ length: AVATAR_COUNT }, (_, index) => ({
        promotion_id: promotion.id,
        url: `/api/profile_images/avatars/avatar-${index + 1}.svg`,
      })),
    );
    await manager.save(SsoExtra, [
      { promotion_id: promotion.id, name: 'department', data_type: 'string', path: 'User:udfs' },
      { promotion_id: promotion.id, name: 'employee_id', data_type: 'string', path: 'User:udfs' },
    ]);
    // Matched by identifier at sign-in; has been through the prestart wizard, so lands home.
    await manager.save(User, {
      promotion_id: promotion.id,
      email: 'sso.participant@acme.test',
      password_hash: passwordHash,
      role: 'User',
      first_name: 'Sasha',
      last_name: 'Single',
      sso_identifier: 'wid-0001',
      udfs: JSON.stringify({ department: 'Engineering', employee_id: 'E-1001' }),
      has_seen_tutorial: true,
      survey_available: false,
      has_been_home: true,
    });
  });
  return true;
}
