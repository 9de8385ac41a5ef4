import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';

export const PASSWORD = 'Fresh!start42';

/** The calls of the registration screen against one test app, and a valid demo registration. */
export function registrationCalls(server: FastifyInstance) {
  const promotionId = async (subdomain = 'demo') =>
    Number(
      (await server.db.query('SELECT id FROM promotions WHERE subdomain = ?', [subdomain]))[0].id,
    );
  const firstImage = async (subdomain = 'demo') =>
    Number(
      (
        await server.db.query('SELECT id FROM profile_images WHERE promotion_id = ? ORDER BY id', [
          await promotionId(subdomain),
        ])
      )[0].id,
    );
  const office = async () =>
    Number((await server.db.query("SELECT id FROM locations WHERE name = 'Boston Office'"))[0].id);
  return {
    promotionId,
    firstImage,
    get: (url: string, host?: string) =>
      server.inject({ method: 'GET', url: `/api${url}`, headers: clientHeaders(undefined, host) }),
    register: (payload: object, host?: string) =>
      server.inject({
        method: 'POST',
        url: '/api/users',
        headers: clientHeaders(undefined, host),
        payload,
      }),
    /** A demo registration that passes every rule; `overrides` replace its fields. */
    async body(overrides: Record<string, unknown> = {}) {
      return {
        email: 'new.person@demo.test',
        password: PASSWORD,
        profile: { first_name: 'Nia', last_name: 'Newcomer', image: { id: await firstImage() } },
        eligibility_identifier: 'E1001',
        location_id: await office(),
        opted_in_individual_leaderboard: false,
        ...overrides,
      };
    },
    usersNamed: (...emails: string[]) =>
      server.db.query('SELECT id, email FROM users WHERE email IN (?)', [emails]),
  };
}
