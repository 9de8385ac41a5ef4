import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import sharp from 'sharp';
import { resetData, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';
import { logPlan, logRange, worksClient } from '../works-helpers';

describe('works: pictures and the finalise flow', () => {
  let server: FastifyInstance;
  let me: ReturnType<typeof worksClient>;
  let workId: number;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    me = worksClient(server, await signIn(server, 'participant@demo.test'));
    const [style] = await me.styles();
    workId = (await me.start(style.id)).json().data.id;
  });

  let teamId = 0;
  /** Puts the participant on a team of their promotion. */
  const joinTeam = async () => {
    const team = await server.db.query(
      "INSERT INTO teams (promotion_id, name) VALUES (2, 'Painters')",
    );
    teamId = Number(team.insertId);
    await server.db.query("UPDATE users SET team_id = ? WHERE email = 'participant@demo.test'", [
      teamId,
    ]);
  };
  const totalPoints = async () => (await me.call('GET', '/users/me')).json().data.total_points;
  const teamWorks = async () =>
    Number(
      (
        await server.db.query('SELECT completed_works_count AS n FROM teams WHERE id = ?', [teamId])
      )[0].n,
    );
  /** Today's entry as the logging view reads it (the server's local date, like entries). */
  const entryOn = async (day: string) =>
    (await me.call('GET', '/entries?wk=1'))
      .json()
      .data.find((e: { recorded_on: string }) => e.recorded_on === day);

  /** Earns and reveals the whole picture. */
  const completePicture = async () => {
    await logRange(me, await logPlan(server), 0, 20);
    expect((await me.reveal(workId, 20)).statusCode).toBe(200);
  };

  it('renders the picture with the unrevealed segments covered, for the owner and staff only', async () => {
    await logRange(me, await logPlan(server), 0, 5);
    const covered = await me.call('GET', `/works/${workId}/image?segments=0`);
    expect(covered.statusCode).toBe(200);
    expect(covered.headers['content-type']).toBe('image/png');
    expect(covered.headers['x-content-type-options']).toBe('nosniff');
    const bytes = covered.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([480, 600]);
    // Nothing revealed: every pixel is the grey cover (red, green and blue; alpha is opaque).
    const grey = await sharp(bytes).stats();
    expect(grey.channels.slice(0, 3).every((c) => c.min >= 0xc4 && c.max <= 0xdc)).toBe(true);
    const five = await me.call('GET', `/works/${workId}/image?segments=5`);
    const painted = await sharp(five.rawPayload).stats();
    expect(painted.channels.slice(0, 3).some((c) => c.min < 0xc4 || c.max > 0xdc)).toBe(true);

    const notEarned = await me.call('GET', `/works/${workId}/image?segments=6`);
    expect([notEarned.statusCode, notEarned.json()]).toEqual([
      422,
      { errors: ['The image is not revealed yet.'] },
    ]);
    const other = worksClient(server, await signIn(server, 'participant2@demo.test'));
    expect((await other.call('GET', `/works/${workId}/image?segments=0`)).statusCode).toBe(404);
    expect((await other.call('GET', `/works/${workId}`)).statusCode).toBe(404);
    const staff = worksClient(server, await signIn(server, 'coordinator@demo.test'));
    expect((await staff.call('GET', `/works/${workId}/image?segments=5`)).statusCode).toBe(200);
    expect((await staff.call('GET', `/works/${workId}`)).json().data.id).toBe(workId);
  });

  it('caches a rendered picture by work, picture version and count; a replaced picture renders afresh', async () => {
    await logRange(me, await logPlan(server), 0, 5);
    const first = await me.call('GET', `/works/${workId}/image?segments=5`);
    const keys = await server.redis.keys(`${server.config.redisPrefix}work-image:${workId}:*`);
    expect(keys).toEqual([expect.stringMatching(/:\d+:display:5$/)]);
    expect(Buffer.compare((await server.redis.getBuffer(keys[0]))!, first.rawPayload)).toBe(0);
    // The bytes change but not the picture's version: the cached rendering is still served.
    await server.db.query('UPDATE style_images SET image = ?, updated_at = updated_at', [
      Buffer.from('not a picture'),
    ]);
    const again = await me.call('GET', `/works/${workId}/image?segments=5`);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    // An administrator replaces the picture (a new version): never the old rendering.
    const red = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    await server.db.query(
      "UPDATE style_images SET image = ?, content_type = 'image/png', updated_at = CURRENT_TIMESTAMP(3) + INTERVAL 1 SECOND",
      [red],
    );
    const replaced = await me.call('GET', `/works/${workId}/image?segments=5`);
    expect(replaced.statusCode).toBe(200);
    expect(Buffer.compare(replaced.rawPayload, first.rawPayload)).not.toBe(0);
    const { channels } = await sharp(replaced.rawPayload).stats();
    expect(channels[0].max).toBe(255);
    expect(channels[1].min).toBe(0);
  });

  it('downloads the final picture at full size once it is revealed', async () => {
    const early = await me.call('GET', `/works/${workId}/download`);
    expect([early.statusCode, early.json()]).toEqual([
      422,
      { errors: ['The image is not revealed yet.'] },
    ]);
    await completePicture();
    const work = await me.current();
    expect(work.final_download_url).toBe(`/api/works/${workId}/download`);
    const download = await me.call('GET', work.final_download_url.replace('/api', ''));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="work-${workId}.png"`,
    );
    const meta = await sharp(download.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 1000]);
  });

  it('finishes with the gallery choice alone when the user has no team or friends', async () => {
    const early = await me.call('PUT', `/works/${workId}/final_gallery_choice`, {
      public_gallery: true,
    });
    expect(early.json()).toEqual({ errors: ['Reveal the whole image first.'] });
    await completePicture();
    const before = await totalPoints();
    const todayBefore = (await entryOn(dayjs().format('YYYY-MM-DD'))).total_points;
    const chosen = await me.call('PUT', `/works/${workId}/final_gallery_choice`, {
      public_gallery: true,
    });
    expect(chosen.json().data).toMatchObject({
      made_final_gallery_choice: true,
      public_gallery: true,
      bonus_available: false,
      user_completed: true,
      bonus_points: 10,
    });
    // No one to share with: the bonus is kept, 10 points on today's entry and the total.
    expect(await totalPoints()).toBe(before + 10);
    const day = dayjs().format('YYYY-MM-DD');
    expect((await entryOn(day)).total_points).toBe(todayBefore + 10);
    expect(await me.current()).toBeNull();
    const grid = await me.call('GET', '/works?completed=true');
    expect(grid.json().data.map((w: { id: number }) => w.id)).toEqual([workId]);
    const twice = await me.call('PUT', `/works/${workId}/final_gallery_choice`, {
      public_gallery: false,
    });
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { errors: ['This choice has already been made.'] },
    ]);
  });

  it('asks the bonus choice second when the user is on a team, then finishes', async () => {
    await joinTeam();
    await completePicture();
    const bonusFirst = await me.call('PUT', `/works/${workId}/final_bonus_choice`, {
      bonus_choice: 'share',
    });
    expect(bonusFirst.json()).toEqual({ errors: ['Make the gallery choice first.'] });
    const gallery = await me.call('PUT', `/works/${workId}/final_gallery_choice`, {
      public_gallery: false,
    });
    expect(gallery.json().data).toMatchObject({ bonus_available: true, user_completed: false });
    expect((await me.current()).id).toBe(workId);
    const [before, teamBefore] = [await totalPoints(), await teamWorks()];
    const bonus = await me.call('PUT', `/works/${workId}/final_bonus_choice`, {
      bonus_choice: 'share',
    });
    expect(bonus.json().data).toMatchObject({
      made_final_bonus_choice: true,
      bonus_choice: 'share',
      user_completed: true,
      bonus_points: 0,
    });
    expect(await me.current()).toBeNull();
    // Shared: the work counts for the team, no points for the user.
    expect(await teamWorks()).toBe(teamBefore + 1);
    expect(await totalPoints()).toBe(before);
  });

  it('keeps the bonus on a team: 10 points to the user, nothing to the team', async () => {
    await joinTeam();
    await completePicture();
    await me.call('PUT', `/works/${workId}/final_gallery_choice`, { public_gallery: false });
    const [before, teamBefore] = [await totalPoints(), await teamWorks()];
    const kept = await me.call('PUT', `/works/${workId}/final_bonus_choice`, {
      bonus_choice: 'keep',
    });
    expect(kept.json().data).toMatchObject({ bonus_choice: 'keep', bonus_points: 10 });
    expect(await totalPoints()).toBe(before + 10);
    expect(await teamWorks()).toBe(teamBefore);
    const twice = await me.call('PUT', `/works/${workId}/final_bonus_choice`, {
      bonus_choice: 'share',
    });
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { errors: ['This choice has already been made.'] },
    ]);
    expect(await teamWorks()).toBe(teamBefore);
  });
});
