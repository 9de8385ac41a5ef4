import type { FastifyInstance } from 'fastify';
import { boardKey, boardWriter, checkBoards, memberOf, rebuildBoards } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

interface Row {
  id: number;
  name: string;
  parent_location_id: number | null;
  level: number;
  sequence: number;
}

const COORDINATOR = 'coordinator@demo.test';
const TOO_DEEP = 'Locations can be at most 3 levels deep.';
const INTO_ITSELF = 'A location cannot be moved under itself or its own sub-locations.';

describe('location tree administration', () => {
  let server: FastifyInstance;
  let demoId: number;
  let base: string;

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    email = COORDINATOR,
  ) =>
    server.inject({
      method,
      url: `/api${url}`,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });
  const tree = async (): Promise<Row[]> => (await call('GET', `${base}?page_size=0`)).json().data;
  const byName = async (name: string) => (await tree()).find((row) => row.name === name)!;
  const add = async (name: string, parent: number | null) => {
    const response = await call('POST', base, { name, parent_location_id: parent });
    expect(response.statusCode).toBe(201);
    const shown = name.trim().replace(/\s+/g, ' ');
    return (response.json().data as Row[]).find((row) => row.name === shown)!;
  };
  const move = (id: number, parent: number | null) =>
    call('PUT', `${base}/${id}`, { parent_location_id: parent });

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    demoId = (await seededIds(server)).demoId;
    base = `/promotions/${demoId}/locations`;
  });

  it('lists the whole tree, parents first and siblings in order, with levels', async () => {
    const rows = await tree();
    const north = rows.find((row) => row.name === 'North Region')!;
    expect(rows.slice(0, 2).map((row) => row.name)).toEqual(['North Region', 'South Region']);
    expect(
      rows.filter((row) => row.parent_location_id === north.id).map((row) => row.name),
    ).toEqual(['Boston Office', 'Chicago Office']);
    expect(rows.find((row) => row.name === 'Boston Office')).toMatchObject({ level: 2 });
  });

  it('adds locations last among their siblings, at most 3 levels deep', async () => {
    const west = await add('  West   Region ', null);
    expect(west).toMatchObject({ name: 'West Region', level: 1, parent_location_id: null });
    const office = await add('Denver Office', west.id);
    expect(office).toMatchObject({ level: 2, sequence: 0 });
    const floor = await add('Floor 1', office.id);
    expect(floor.level).toBe(3);
    expect((await add('Floor 2', office.id)).sequence).toBe(1);
    const deeper = await call('POST', base, { name: 'Desk', parent_location_id: floor.id });
    expect(deeper.statusCode).toBe(422);
    expect(deeper.json().errors).toEqual([TOO_DEEP]);
    const blank = await call('POST', base, { name: '   ' });
    expect(blank.json().errors).toEqual(['Location name is required.']);
    const twin = await call('POST', base, { name: 'floor 1', parent_location_id: office.id });
    expect(twin.json().errors).toEqual(['A location with this name already exists at this place.']);
  });

  it('moves a location with its subtree, recomputing levels, and puts it last', async () => {
    const north = await byName('North Region');
    const south = await byName('South Region');
    const response = await move(north.id, south.id);
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().data;
    const level = (name: string) => rows.find((row) => row.name === name)!.level;
    expect(rows.find((row) => row.name === 'North Region')).toMatchObject({
      parent_location_id: south.id,
      level: 2,
      sequence: 1,
    });
    expect([level('Boston Office'), level('Chicago Office'), level('Austin Office')]).toEqual([
      3, 3, 2,
    ]);
    // Back to the top: the subtree climbs again.
    const back: Row[] = (await move(north.id, null)).json().data;
    expect(back.find((row) => row.name === 'Boston Office')!.level).toBe(2);
  });

  it('keeps the location leaderboard in step: a moved office counts for its new region', async () => {
    const { redis, prefix } = boardWriter(server);
    await rebuildBoards(server.db, redis, prefix, demoId);
    const key = boardKey(prefix, demoId, 'location');
    const north = await byName('North Region');
    const south = await byName('South Region');
    const boston = await byName('Boston Office');
    await server.db.query(
      "UPDATE users SET location_id = ?, total_points = 40 WHERE email = 'participant@demo.test'",
      [boston.id],
    );
    await rebuildBoards(server.db, redis, prefix, demoId);
    const scoreOf = async (id: number) => Number((await redis.zscore(key, memberOf(id))) ?? 0);
    const [northBefore, southBefore] = [await scoreOf(north.id), await scoreOf(south.id)];
    expect(northBefore).toBeGreaterThanOrEqual(40);

    expect((await move(boston.id, south.id)).statusCode).toBe(200);
    expect(await checkBoards(server.db, redis, prefix, demoId)).toEqual([]);
    const moved = northBefore - (await scoreOf(north.id));
    expect(moved).toBeGreaterThanOrEqual(40);
    expect((await scoreOf(south.id)) - southBefore).toBe(moved);
  });

  it('refuses a move under the location itself, its own subtree, or below level 3', async () => {
    const north = await byName('North Region');
    const boston = await byName('Boston Office');
    const south = await byName('South Region');
    for (const parent of [north.id, boston.id]) {
      const refused = await move(north.id, parent);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([INTO_ITSELF]);
    }
    const austin = await byName('Austin Office');
    const tooDeep = await move(north.id, austin.id);
    expect(tooDeep.json().errors).toEqual([TOO_DEEP]);
    expect((await byName('North Region')).parent_location_id).toBeNull();
    const renamed = await call('PUT', `${base}/${south.id}`, { name: 'Southern Region' });
    expect(renamed.json().data.map((row: Row) => row.name)).toContain('Southern Region');
  });

  it('decides two crossing moves in the database: one wins, no cycle', async () => {
    const a = await add('Alpha', null);
    const b = await add('Beta', null);
    const [first, second] = await Promise.all([move(a.id, b.id), move(b.id, a.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const rows = await tree();
    const alpha = rows.find((row) => row.id === a.id)!;
    const beta = rows.find((row) => row.id === b.id)!;
    expect([alpha.parent_location_id, beta.parent_location_id]).toContain(null);
    expect(alpha.level + beta.level).toBe(3);
  });

  it('reorders the siblings of one parent, and only a complete list of them', async () => {
    const north = await byName('North Region');
    const boston = await byName('Boston Office');
    const chicago = await byName('Chicago Office');
    const austin = await byName('Austin Office');
    const reordered = await call('POST', `${base}/reorder`, { sequence: [chicago.id, boston.id] });
    expect(reordered.statusCode).toBe(200);
    const rows: Row[] = reordered.json().data;
    expect(
      rows.filter((row) => row.parent_location_id === north.id).map((row) => row.name),
    ).toEqual(['Chicago Office', 'Boston Office']);
    for (const sequence of [[chicago.id], [chicago.id, austin.id], [chicago.id, chicago.id]]) {
      const refused = await call('POST', `${base}/reorder`, { sequence });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([
        'The order must list every location under the same parent exactly once.',
      ]);
    }
  });

  it('deletes only a location without sub-locations and without participants', async () => {
    const north = await byName('North Region');
    const boston = await byName('Boston Office');
    const withChildren = await call('DELETE', `${base}/${north.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().errors).toEqual([
      'This location has sub-locations. Move or delete them first.',
    ]);
    const withUsers = await call('DELETE', `${base}/${boston.id}`);
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().errors).toEqual([
      'Participants belong to this location. Move them to another location first.',
    ]);
    const empty = await add('Empty Office', north.id);
    const deleted = await call('DELETE', `${base}/${empty.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.map((row: Row) => row.id)).not.toContain(empty.id);
  });

  it('saves the location labels, or the point labels, of the promotion', async () => {
    const labels = `/promotions/${demoId}/labels`;
    const saved = await call('PUT', labels, { id: demoId, location_labels: ' Region , Office,' });
    expect(saved.json().data).toMatchObject({ location_labels: ['Region', 'Office'] });
    const [stored] = await server.db.query('SELECT location_labels FROM promotions WHERE id = ?', [
      demoId,
    ]);
    expect(stored.location_labels).toBe('Region,Office');
    const four = await call('PUT', labels, { location_labels: 'A,B,C,D' });
    expect(four.statusCode).toBe(422);
    expect(four.json().errors).toEqual(['Give one to 3 location labels, separated by commas.']);
    const points = await call('PUT', labels, { point_label: 'Star', point_label_plural: 'Stars' });
    expect(points.json().data).toMatchObject({ point_label: 'Star', point_label_plural: 'Stars' });
    expect((await call('GET', labels)).json().data.location_labels).toEqual(['Region', 'Office']);
    const blank = await call('PUT', labels, { point_label: ' ', point_label_plural: 'Stars' });
    expect(blank.json().errors).toEqual(['Both point labels are required.']);
    const wrongId = await call('PUT', labels, { id: demoId + 1, location_labels: 'Region' });
    expect(wrongId.json().errors).toEqual(['The id must be the promotion being edited.']);
  });

  it('is for coordinators or above of the promotion only', async () => {
    const participant = await call('POST', base, { name: 'Nope' }, 'participant@demo.test');
    expect(participant.statusCode).toBe(403);
    const locationCoordinator = await call('GET', base, undefined, 'locationcoordinator@demo.test');
    expect(locationCoordinator.statusCode).toBe(403);
    const master = await call('POST', base, { name: 'By Master' }, 'master@demo.test');
    expect(master.statusCode).toBe(201);
    const other = await otherPromotionUser(server);
    const boston = await byName('Boston Office');
    // A location of another promotion is not found through this one.
    const foreign = await call('PUT', `/promotions/${other.promotionId}/locations/${boston.id}`, {
      name: 'Stolen',
    });
    expect(foreign.statusCode).toBe(404);
    const [otherLocation] = await server.db.query(
      "INSERT INTO locations (promotion_id, name) VALUES (?, 'Elsewhere') RETURNING id",
      [other.promotionId],
    );
    const crossed = await call('PUT', `${base}/${otherLocation.id}`, { name: 'Mine' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().errors).toEqual(['Location could not be found']);
    const crossParent = await move(boston.id, Number(otherLocation.id));
    expect(crossParent.json().errors).toEqual(['Parent location could not be found.']);
  });
});
