import type { EntityManager } from 'typeorm';
import { UserSurveyDef } from '../entities';

/**
 * The default questionnaire of the prestart wizard's emotional survey (spec 3 UserSurveyDef):
 * every promotion uses it until it has its own. Answers 1-5; the first label shown is 5.
 */
export const DEFAULT_SURVEY = {
  name: 'How are you feeling?',
  days_from_start: '0,56',
  source: 'prestart',
  response_values: ['All of the time', 'Most of the time', 'Some of the time', 'Rarely', 'Never'],
  questions: [
    {
      name: 'cheerful',
      question: 'Over the last two weeks, I have felt cheerful and in good spirits.',
    },
    { name: 'calm', question: 'Over the last two weeks, I have felt calm and relaxed.' },
    {
      name: 'energetic',
      question: 'Over the last two weeks, I have felt active and full of energy.',
    },
    {
      name: 'rested',
      question: 'Over the last two weeks, I have woken up feeling fresh and rested.',
    },
    {
      name: 'interested',
      question:
        'Over the last two weeks, my daily life has been filled with things that interest me.',
    },
  ],
};

export async function seedSurvey(manager: EntityManager, promotionId: number) {
  await manager.save(UserSurveyDef, {
    promotion_id: promotionId,
    name: DEFAULT_SURVEY.name,
    days_from_start: DEFAULT_SURVEY.days_from_start,
    source: DEFAULT_SURVEY.source,
    questions: JSON.stringify(DEFAULT_SURVEY.questions),
    response_values: JSON.stringify(DEFAULT_SURVEY.response_values),
  });
}
