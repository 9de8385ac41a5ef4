import { competitionForm, competitionSuite, day } from './competitions-helpers';

const OUTSIDE = 'Dates should fit the competition dates range. (start to end)';
const START_AFTER_END = 'Start date should be before end date.';

describe('behaviours, levels and point thresholds (spec 3 s5, s7)', () => {
  const { context, coordinator, participant, demo } = competitionSuite();
  let competitionId: number;
  beforeAll(async () => {
    // Competition from day(7) to day(34).
    competitionId = (await coordinator('POST', demo('competitions'), competitionForm())).json().data
      .id;
  });
  const behaviour = (extra: Record<string, unknown>) => ({
    name: 'Drink water',
    behaviorable_type: 'Competition',
    behaviorable_id: competitionId,
    ...extra,
  });
  const answer = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
    const result = await response;
    return { status: result.statusCode, body: result.json() };
  };

  it('adds a behaviour inside the competition; with only a start its end is the start', async () => {
    const response = await coordinator('POST', demo('behaviors'), behaviour({ start: day(8) }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ start: day(8), end: day(8), default: false });
    const listed = await coordinator(
      'GET',
      `${demo('behaviors')}?page_size=0&competition_id=${competitionId}&behaviorable_type=Competition`,
    );
    expect(listed.json().data.map((row: { name: string }) => row.name)).toEqual(['Drink water']);
    const shown = await coordinator('GET', demo(`competitions/${competitionId}`));
    expect(shown.json().data.behaviors).toHaveLength(1);
  });

  it.each([
    ['a start before the competition', { start: day(6), end: day(10) }, OUTSIDE],
    ['an end after the competition', { start: day(10), end: day(35) }, OUTSIDE],
    ['a start after the end', { start: day(12), end: day(10) }, START_AFTER_END],
    ['an end without a start', { end: day(10) }, 'An end date needs a start date.'],
    [
      'no competition for a behaviour that is not a default',
      { behaviorable_id: null, start: day(8) },
      'A behaviour that is not a default needs its competition.',
    ],
  ])('refuses %s with the message', async (_name, change, message) => {
    expect(await answer(coordinator('POST', demo('behaviors'), behaviour(change)))).toEqual({
      status: 422,
      body: { errors: [message] },
    });
  });

  it("keeps the promotion's default behaviours apart, with no competition", async () => {
    const created = await coordinator(
      'POST',
      demo('behaviors'),
      behaviour({ name: 'Stretch', default: true, start: day(50) }),
    );
    expect(created.json().data).toMatchObject({
      default: true,
      behaviorable_id: null,
      end: day(50),
    });
    const defaults = await coordinator('GET', `${demo('behaviors')}?page_size=0&default=true`);
    expect(defaults.json().data.map((row: { name: string }) => row.name)).toEqual(['Stretch']);
    const id = created.json().data.id;
    const edited = await coordinator(
      'PUT',
      demo(`behaviors/${id}`),
      behaviour({ name: 'Stretch daily', default: true }),
    );
    expect(edited.json().data).toMatchObject({ name: 'Stretch daily', start: null, end: null });
    expect((await coordinator('DELETE', demo(`behaviors/${id}`))).statusCode).toBe(200);
    expect(await answer(coordinator('GET', demo(`behaviors/${id}`)))).toEqual({
      status: 404,
      body: { errors: ['Behavior could not be found'] },
    });
  });

  it("answers 404 for another promotion's competition", async () => {
    const elsewhere = (
      await context.server.db.query(
        `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on, competition_starts_on, competition_ends_on, comp_length)
         VALUES (?, CURDATE(), CURDATE(), CURDATE(), CURDATE(), 1)`,
        [context.other.promotionId],
      )
    ).insertId;
    expect(
      await answer(
        coordinator('POST', demo('behaviors'), behaviour({ behaviorable_id: elsewhere })),
      ),
    ).toEqual({ status: 404, body: { errors: ['Competition could not be found'] } });
    expect(
      (await coordinator('GET', `${demo('behaviors')}?competition_id=${elsewhere}`)).statusCode,
    ).toBe(404);
  });

  it('creates, renames, bulk saves in order and deletes levels', async () => {
    const bronze = (await coordinator('POST', demo('levels'), { name: 'Bronze' })).json().data;
    expect(bronze).toMatchObject({ name: 'Bronze', sequence: 0 });
    const renamed = await coordinator('PUT', demo(`levels/${bronze.id}`), { name: 'Bronze I' });
    expect(renamed.json().data.name).toBe('Bronze I');
    const saved = await coordinator('POST', demo('levels/bulk'), {
      levels: [{ name: 'Gold' }, { id: bronze.id, name: 'Bronze' }],
    });
    expect(saved.statusCode).toBe(200);
    const names = (await coordinator('GET', `${demo('levels')}?page_size=0`)).json().data;
    expect(names.map((level: { name: string }) => level.name)).toEqual(['Gold', 'Bronze']);
    expect((await coordinator('DELETE', demo(`levels/${bronze.id}`))).statusCode).toBe(200);
    expect(await answer(coordinator('DELETE', demo(`levels/${bronze.id}`)))).toEqual({
      status: 404,
      body: { errors: ['Level could not be found'] },
    });
  });

  it("saves no level of a bulk save naming another promotion's level", async () => {
    const { insertId } = await context.server.db.query(
      'INSERT INTO levels (promotion_id, name) VALUES (?, ?)',
      [context.other.promotionId, 'Theirs'],
    );
    const response = await coordinator('POST', demo('levels/bulk'), {
      levels: [{ name: 'Platinum' }, { id: Number(insertId), name: 'Mine now' }],
    });
    expect(response.statusCode).toBe(404);
    const names = (await coordinator('GET', demo('levels'))).json().data;
    expect(names.map((level: { name: string }) => level.name)).not.toContain('Platinum');
  });

  it('creates, shows, edits and deletes point thresholds of each type', async () => {
    const steps = await coordinator('POST', demo('point_thresholds'), {
      pointable_type: 'Step',
      pointable_id: 5,
      value: 10000,
      value_label: '10,000 steps',
    });
    expect(steps.statusCode).toBe(201);
    expect(steps.json().data).toMatchObject({ pointable_type: 'Step', pointable_id: null });
    const drink = (await coordinator('POST', demo('behaviors'), behaviour({ name: 'Tea' }))).json()
      .data;
    const behaviourThreshold = await coordinator('POST', demo('point_thresholds'), {
      pointable_type: 'Behavior',
      pointable_id: drink.id,
      value: 3,
      value_label: 'Three cups',
    });
    expect(behaviourThreshold.json().data).toMatchObject({ pointable_id: drink.id });
    const id = steps.json().data.id;
    const edited = await coordinator('PUT', demo(`point_thresholds/${id}`), {
      pointable_type: 'Minute',
      value: 30,
      value_label: 'Half an hour',
    });
    expect(edited.json().data).toMatchObject({ pointable_type: 'Minute', value: 30 });
    expect((await coordinator('GET', demo(`point_thresholds/${id}`))).json().data.value_label).toBe(
      'Half an hour',
    );
    const list = (await coordinator('GET', `${demo('point_thresholds')}?page_size=0`)).json();
    expect(list.meta.total_records).toBe(2);
    // Deleting the behaviour removes the threshold that counts it.
    await coordinator('DELETE', demo(`behaviors/${drink.id}`));
    expect((await coordinator('GET', demo('point_thresholds'))).json().meta.total_records).toBe(1);
    expect((await coordinator('DELETE', demo(`point_thresholds/${id}`))).statusCode).toBe(200);
    expect(await answer(coordinator('GET', demo(`point_thresholds/${id}`)))).toEqual({
      status: 404,
      body: { errors: ['Point threshold could not be found'] },
    });
  });

  it('refuses a Behavior threshold without a behaviour of the promotion, and bad input', async () => {
    expect(
      await answer(
        coordinator('POST', demo('point_thresholds'), {
          pointable_type: 'Behavior',
          value: 3,
          value_label: 'Three',
        }),
      ),
    ).toEqual({
      status: 422,
      body: { errors: ['A Behavior point threshold needs a behaviour of this promotion.'] },
    });
    for (const body of [
      { pointable_type: 'Hour', value: 3, value_label: 'x' },
      { pointable_type: 'Step', value: 0, value_label: 'x' },
      { pointable_type: 'Step', value: 3, value_label: '   ' },
    ]) {
      expect((await coordinator('POST', demo('point_thresholds'), body)).statusCode).toBe(400);
    }
    expect((await coordinator('POST', demo('levels'), { name: '' })).statusCode).toBe(400);
    expect((await coordinator('POST', demo('levels/bulk'), { levels: 'Gold' })).statusCode).toBe(
      400,
    );
    expect(
      (await coordinator('POST', demo('behaviors'), { name: 'x', start: 'today' })).statusCode,
    ).toBe(400);
  });

  it('refuses participants every one of these screens', async () => {
    for (const path of ['behaviors', 'levels', 'point_thresholds']) {
      expect((await participant('GET', demo(path))).statusCode).toBe(403);
    }
  });
});
