import type { Promotion, User } from '@wellness/shared-ui';
import { isDashboardOnly, isPoster } from '@wellness/shared-ui';

export const TOP_BANNER = {
  questionnaire: 'A questionnaire is ready for you. Take the survey.',
  evaluation: 'You have a program evaluation to do.',
} as const;

/** Spec 3 s9 "survey banner delay 300 ms". */
export const SURVEY_BANNER_DELAY_MS = 300;

export type TopBannerKind = 'questionnaire' | 'evaluation' | 'team';

/**
 * Spec 3 s4 "Top banner priority": the questionnaire (if available and the first survey is
 * done), else a programme evaluation to do, else none of the two — where the team banner may
 * show (spec 2 s4, its own rule). One banner at a time: the page's top has one place.
 */
export function topBannerKind(
  user: User,
  _promotion: Promotion | undefined,
  pendingEvaluation: { id: number } | null | undefined,
): TopBannerKind {
  const participant = !isDashboardOnly(user.role) && !isPoster(user.role) && user.has_seen_tutorial;
  if (!participant) return 'team';
  if (user.survey_status.survey_available && user.survey_status.first_survey_done) {
    return 'questionnaire';
  }
  if (pendingEvaluation) return 'evaluation';
  return 'team';
}
