import { competitionForm, competitionSuite, day } from './competitions-helpers';

describe('competitions of a promotion (spec 3 s3, s5, s7)', () => {
  const { context, coordinator, participant, demo } = competitionSuite();
  const errorsOf = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
    const answer = await response;
    return { status: answer.statusCode, body: answer.json() };
  };

  it('creates a competition with the spec defaults and its end at start + comp_length - 1', async () => {
    const response = await coordinator('POST', demo('competitions'), competitionForm());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      competition_starts_on: day(7),
      competition_ends_on: day(7 + 28 - 1),
      team_size_min: 4,
      team_size_max: 4,
      freeze_team_scores: true,
      works_value: 500,
      scoring_rule: 'sum',
      collection_id: null,
      weeks: 4,
      current_week: 0,
      current_date: day(0),
      during_enrollment: true,
      during_competition: false,
      after_competition: false,
      behaviors: [],
    });
  });

  it('derives during_competition, the week and after_competition from the current date', async () => {
    const running = await coordinator('POST', demo('competitions'), competitionForm(-15));
    expect(running.json().data).toMatchObject({
      during_enrollment: false,
      during_competition: true,
      after_competition: false,
      current_week: 2,
    });
    const over = await coordinator(
      'POST',
      demo('competitions'),
      competitionForm(-60, { comp_length: 14 }),
    );
    expect(over.json().data).toMatchObject({
      during_competition: false,
      after_competition: true,
      current_week: 2,
    });
  });

  it('saves every field of the editor and lists, shows and deletes', async () => {
    const [collection] = await context.server.db.query(
      'SELECT id FROM work_style_collections LIMIT 1',
    );
    const form = competitionForm(2, {
      comp_length: 42,
      team_size_min: 3,
      team_size_max: 6,
      freeze_team_scores: true,
      freeze_team_scores_on: day(40),
      works_value: 750,
      collection_id: Number(collection.id),
      scoring_rule: 'average_percent',
    });
    const created = (await coordinator('POST', demo('competitions'), form)).json().data;
    const updated = await coordinator('PUT', demo(`competitions/${created.id}`), {
      ...form,
      scoring_rule: 'average',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ...form, scoring_rule: 'average' });
    const shown = await coordinator('GET', demo(`competitions/${created.id}`));
    expect(shown.json().data.competition_ends_on).toBe(day(2 + 7 + 41));
    const list = await coordinator('GET', `${demo('competitions')}?page_size=0`);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(created.id);
    expect(list.json().meta.collections).toContainEqual({
      id: Number(collection.id),
      name: expect.any(String),
    });
    expect((await coordinator('DELETE', demo(`competitions/${created.id}`))).json()).toEqual({
      data: { id: created.id },
      meta: {},
    });
    expect(await errorsOf(coordinator('GET', demo(`competitions/${created.id}`)))).toEqual({
      status: 404,
      body: { errors: ['Competition could not be found'] },
    });
  });

  it.each([
    [
      'enrolment ending before it starts',
      { enrollment_ends_on: day(-1) },
      'Enrollment start date should be before enrollment end date.',
    ],
    [
      'enrolment starting after the competition',
      { enrollment_starts_on: day(8), enrollment_ends_on: day(9) },
      'Enrollment should start on or before the competition start date.',
    ],
    [
      'enrolment ending after the competition',
      { enrollment_ends_on: day(40) },
      'Enrollment should end on or before the competition end date.',
    ],
    [
      'a minimum team size above the maximum',
      { team_size_min: 5, team_size_max: 4 },
      'Team size minimum should not be more than the team size maximum.',
    ],
    [
      'a freeze date after the competition',
      { freeze_team_scores: true, freeze_team_scores_on: day(35) },
      'Freeze date should fit the competition dates range.',
    ],
    [
      'a day that does not exist',
      { competition_starts_on: '2026-02-30' },
      'competition_starts_on must be a real date (YYYY-MM-DD).',
    ],
    [
      'an unknown style collection',
      { collection_id: 999999 },
      'Style collection could not be found.',
    ],
  ])('refuses %s with 422 and says why', async (_name, change, message) => {
    const answer = await errorsOf(
      coordinator('POST', demo('competitions'), { ...competitionForm(), ...change }),
    );
    expect(answer).toEqual({ status: 422, body: { errors: [message] } });
  });

  it('accepts a freeze date outside the range when scores do not freeze', async () => {
    const response = await coordinator(
      'POST',
      demo('competitions'),
      competitionForm(0, { freeze_team_scores: false, freeze_team_scores_on: day(99) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses bad input with 400 and never a 500', async () => {
    for (const body of [
      { ...competitionForm(), comp_length: 0 },
      { ...competitionForm(), team_size_max: 51 },
      { ...competitionForm(), scoring_rule: 'median' },
      { ...competitionForm(), competition_ends_on: day(9) },
      { ...competitionForm(), enrollment_starts_on: 'soon' },
      { enrollment_starts_on: day(0) },
    ]) {
      const response = await coordinator('POST', demo('competitions'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('keeps a competition that teams belong to', async () => {
    const created = (await coordinator('POST', demo('competitions'), competitionForm())).json()
      .data;
    await context.server.db.query(
      'INSERT INTO teams (promotion_id, competition_id, name) VALUES (?, ?, ?)',
      [context.ids.demoId, created.id, 'Team of the competition'],
    );
    expect(await errorsOf(coordinator('DELETE', demo(`competitions/${created.id}`)))).toEqual({
      status: 422,
      body: { errors: ['A competition with teams cannot be deleted.'] },
    });
  });

  it("answers 404 for another promotion's competition and refuses participants", async () => {
    const created = (await coordinator('POST', demo('competitions'), competitionForm())).json()
      .data;
    const elsewhere = `/api/promotions/${context.other.promotionId}/competitions`;
    expect((await coordinator('GET', elsewhere)).statusCode).toBe(404);
    expect(
      (await coordinator('PUT', `${elsewhere}/${created.id}`, competitionForm())).statusCode,
    ).toBe(404);
    expect((await participant('GET', demo('competitions'))).statusCode).toBe(403);
    expect((await participant('POST', demo('competitions'), competitionForm())).statusCode).toBe(
      403,
    );
  });
});
