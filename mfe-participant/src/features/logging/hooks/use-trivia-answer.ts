import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import dayjs from 'dayjs';
import { useCheckAnswerMutation } from '../api/trivia-api';
import type { CheckAnswerInput } from '../api/types';
import { TOAST_DATE_FORMAT } from '../lib/constants';

/** correct: points awarded; wrong: try again; refused (406): nothing more to do here. */
export type TriviaOutcome = 'correct' | 'wrong' | 'refused';

/** Spec 1 section 7: a 406 shows its body as a toast; any other failure means a wrong answer. */
export function useTriviaAnswer(promotion: Promotion) {
  const [checkAnswer, { isLoading }] = useCheckAnswerMutation();

  const submit = async (input: CheckAnswerInput): Promise<TriviaOutcome> => {
    try {
      const { data } = await checkAnswer(input).unwrap();
      const points = data.points_awarded;
      const label = points === 1 ? promotion.point_label : promotion.point_label_plural;
      notifications.show({
        color: 'green',
        title: 'Correct!',
        message: `You earned ${points} ${label}.`,
      });
      if (dayjs(data.recorded_on).isBefore(promotion.current_date, 'day')) {
        const day = dayjs(data.recorded_on).format(TOAST_DATE_FORMAT);
        notifications.show({ message: `Your quiz points were added to ${day}.` });
      }
      return 'correct';
    } catch (error) {
      if ((error as { status?: unknown }).status !== 406) return 'wrong';
      notifications.show({
        color: 'red',
        title: 'Quiz',
        message: firstError(error),
        autoClose: false,
      });
      return 'refused';
    }
  };

  return { submit, isChecking: isLoading };
}
