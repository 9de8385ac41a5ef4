import type { FastifyInstance } from 'fastify';
import { clientHeaders, resetData } from '@wellness/platform/testing';
import { participantApp } from '../../helpers';
import { registrationCalls } from './support';

describe("a promotion's participant cap: full, 'max', and the race for the last place", () => {
  let server: FastifyInstance;
  let calls: ReturnType<typeof registrationCalls>;
  beforeAll(async () => {
    server = await participantApp();
    calls = registrationCalls(server);
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const participants = async () =>
    Number(
      (
        await server.db.query(
          "SELECT COUNT(*) AS count FROM users u JOIN promotions p ON p.id = u.promotion_id WHERE p.subdomain = 'demo' AND u.role = 'User'",
        )
      )[0].count,
    );
  /** Caps the demo at its participants today plus `free` places. */
  const capWith = async (free: number) =>
    server.db.query("UPDATE promotions SET max_participants = ? WHERE subdomain = 'demo'", [
      (await participants()) + free,
    ]);
  const current = async () =>
    (
      await server.inject({
        method: 'GET',
        url: '/api/promotions/current',
        headers: clientHeaders(),
      })
    ).json().data;
  const canRegister = async () =>
    (await calls.get(`/promotions/${await calls.promotionId()}/can_register`)).json().data;

  it('is not full without a cap, nor while a place is left; staff take no place', async () => {
    expect(await current()).toMatchObject({ full: false, closed: false });
    expect(await canRegister()).toMatchObject({ state: 'open', full: false });
    await capWith(1);
    expect((await current()).full).toBe(false);
    expect((await canRegister()).full).toBe(false);
  });

  it("fills the last place, then shows full and refuses the next registration with 'max'", async () => {
    await capWith(1);
    const last = await calls.register(await calls.body());
    expect(last.statusCode).toBe(200);
    expect(await current()).toMatchObject({ full: true, closed: false });
    expect(await canRegister()).toMatchObject({ state: 'open', full: true });
    const next = await calls.register(
      await calls.body({ email: 'too.late@demo.test', eligibility_identifier: 'E1002' }),
    );
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ errors: ['max'] });
    expect(await calls.usersNamed('too.late@demo.test')).toEqual([]);
    const [row] = await server.db.query(
      "SELECT user_id FROM eligibilities WHERE identifier = 'E1002'",
    );
    expect(row.user_id).toBeNull();
    // Lifting the cap opens registration again.
    await server.db.query("UPDATE promotions SET max_participants = NULL WHERE subdomain = 'demo'");
    expect((await current()).full).toBe(false);
  });

  it('gives the last place to exactly one of two people registering at once', async () => {
    await capWith(1);
    const [a, b] = await Promise.all([
      calls.register(
        await calls.body({ email: 'first@demo.test', eligibility_identifier: 'E1001' }),
      ),
      calls.register(
        await calls.body({ email: 'second@demo.test', eligibility_identifier: 'E1002' }),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    expect((a.statusCode === 403 ? a : b).json()).toEqual({ errors: ['max'] });
    expect(await calls.usersNamed('first@demo.test', 'second@demo.test')).toHaveLength(1);
    const claimed = await server.db.query(
      "SELECT identifier FROM eligibilities WHERE identifier IN ('E1001', 'E1002') AND user_id IS NOT NULL",
    );
    expect(claimed).toHaveLength(1);
    expect(await server.db.query('SELECT id FROM evaluations')).toHaveLength(1);
  });

  it('says closed on the promotion once the registration window is over', async () => {
    await server.db.query(
      "UPDATE promotions SET registration_starts_on = '2020-01-01', registration_ends_on = '2020-02-01' WHERE subdomain = 'demo'",
    );
    expect(await current()).toMatchObject({ closed: true, full: false });
  });
});
