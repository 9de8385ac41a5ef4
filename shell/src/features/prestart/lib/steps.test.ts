import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import { answerAt, autoSkip, nextStep, positionOf, prestartSteps } from './steps';

const teams = buildPromotion({ is_teams_enabled: true, has_logging_ended: false });
const newcomer = buildUser({
  has_seen_tutorial: false,
  survey_status: { survey_available: true, first_survey_done: false },
});

describe('prestart steps (spec 3 s4)', () => {
  it('are basics, emotional_survey and the end without teams or devices', () => {
    expect(prestartSteps(buildPromotion(), newcomer)).toEqual([
      'basics',
      'emotional_survey',
      'final',
    ]);
  });

  it.each([
    ['Fitbit', { is_fitbit_enabled: true }],
    ['Apple Health', { is_healthkit_enabled: true }],
    [
      'Validic with a visible device',
      { is_validic_enabled: true, visible_validic_devices: ' ,Garmin' },
    ],
  ])('add connect_device when %s is enabled', (_device, flags) => {
    expect(prestartSteps(buildPromotion(flags), newcomer)).toEqual([
      'basics',
      'emotional_survey',
      'connect_device',
      'final',
    ]);
  });

  it.each([
    ['Validic shows no device', { is_validic_enabled: true, visible_validic_devices: ' , ' }],
    ['devices are listed but Validic is off', { visible_validic_devices: 'Garmin' }],
  ])('leave connect_device out when %s', (_why, flags) => {
    expect(prestartSteps(buildPromotion(flags), newcomer)).not.toContain('connect_device');
  });

  it('add team when teams are enabled and enrolment is active', () => {
    expect(prestartSteps(teams, newcomer)).toEqual(['basics', 'emotional_survey', 'team', 'final']);
    const enrolling = buildPromotion({
      is_teams_enabled: true,
      current_competition: { during_enrollment: true },
    });
    expect(prestartSteps(enrolling, newcomer)).toContain('team');
  });

  it.each([
    ['the user is on a team', teams, buildUser({ ...newcomer, team_id: 7 })],
    [
      'the user has seen the team tutorial',
      teams,
      buildUser({ ...newcomer, has_seen_team_tutorial: true }),
    ],
    [
      'enrolment is inactive',
      buildPromotion({ is_teams_enabled: true, has_logging_ended: true }),
      newcomer,
    ],
    [
      'the competition is not enrolling',
      buildPromotion({ is_teams_enabled: true, current_competition: { during_competition: true } }),
      newcomer,
    ],
    [
      'there is no competition',
      buildPromotion({ is_teams_enabled: true, current_competition: null }),
      newcomer,
    ],
  ])('skip team when %s', (_why, promotion, user) => {
    expect(prestartSteps(promotion, user)).not.toContain('team');
  });

  it('auto-skip basics once the first survey is done', () => {
    const steps = prestartSteps(teams, newcomer);
    expect(autoSkip(steps, 'basics', newcomer)).toBeNull();
    const surveyed = buildUser({
      ...newcomer,
      survey_status: { survey_available: false, first_survey_done: true },
    });
    expect(autoSkip(steps, 'basics', surveyed)).toBe('team');
    expect(autoSkip(['basics', 'emotional_survey', 'final'], 'team', newcomer)).toBe('basics');
  });

  it('go on one step at a time and stop at the end', () => {
    const steps = prestartSteps(teams, newcomer);
    expect(nextStep(steps, 'basics')).toBe('emotional_survey');
    expect(nextStep(steps, 'team')).toBe('final');
    expect(nextStep(steps, 'final')).toBe('final');
  });

  it('map answers 1-5 to option positions 4 to 0 (spec 3 s9)', () => {
    expect([0, 1, 2, 3, 4].map(answerAt)).toEqual([5, 4, 3, 2, 1]);
    expect([5, 4, 3, 2, 1].map(positionOf)).toEqual([0, 1, 2, 3, 4]);
  });
});
