import type { Promotion, User } from '@wellness/shared-ui';

export type PrestartStep = 'basics' | 'emotional_survey' | 'connect_device' | 'team' | 'final';

/**
 * A device is enabled: Fitbit, Apple Health, or Validic with at least one visible device
 * (the same list the settings' Devices tab shows: services/admin README "Devices").
 */
export const deviceEnabled = (promotion: Promotion) =>
  promotion.is_fitbit_enabled ||
  promotion.is_healthkit_enabled ||
  (promotion.is_validic_enabled &&
    (promotion.visible_validic_devices ?? '').split(',').some((name) => name.trim() !== ''));

/**
 * Team enrolment is open: teams are enabled and the current competition is enrolling (teams
 * contract). A promotion whose session carries no competition field (before the teams
 * service) falls back to "logging has not ended".
 */
export const enrolmentActive = (promotion: Promotion) =>
  promotion.is_teams_enabled &&
  (promotion.current_competition === undefined
    ? !promotion.has_logging_ended
    : promotion.current_competition?.during_enrollment === true);

/**
 * Spec 3 s4 "Prestart steps": basics, emotional_survey, connect_device only when a device is
 * enabled, team only when teams are enabled (skipped for users on a team, who have seen the
 * team tutorial, or when enrolment is inactive), then the end.
 */
export function prestartSteps(promotion: Promotion, user: User): PrestartStep[] {
  const steps: PrestartStep[] = ['basics', 'emotional_survey'];
  if (deviceEnabled(promotion)) steps.push('connect_device');
  const team = enrolmentActive(promotion) && user.team_id === null && !user.has_seen_team_tutorial;
  if (team) steps.push('team');
  steps.push('final');
  return steps;
}

/** The step after `step`; the last step answers itself. */
export function nextStep(steps: PrestartStep[], step: PrestartStep): PrestartStep {
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)];
}

/**
 * Spec 3 s4: "basics is auto-skipped once the first survey is done": the user goes on to the
 * first step after the survey (the survey is not asked twice). Null: stay on this step.
 */
export function autoSkip(
  steps: PrestartStep[],
  step: PrestartStep,
  user: User,
): PrestartStep | null {
  if (!steps.includes(step)) return steps[0];
  if (step === 'basics' && user.survey_status.first_survey_done) {
    return nextStep(steps, 'emotional_survey');
  }
  return null;
}

/** Spec 3 s9: answers 1-5 are the option positions 4 to 0 (the first label shown is 5). */
export const answerAt = (position: number) => 5 - position;
export const positionOf = (answer: number) => 5 - answer;
