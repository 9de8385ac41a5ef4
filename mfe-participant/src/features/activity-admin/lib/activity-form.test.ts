import { buildAdminActivity } from '../testing/admin-fixtures';
import { activitySchema, newActivityValues, toActivityInput, valuesOf } from './activity-form';

const parse = (values: Parameters<typeof activitySchema.parse>[0]) => activitySchema.parse(values);

const plank = {
  ...newActivityValues('fitness', 2, 8),
  name: 'Plank',
  blurb: 'Hold a plank.',
  point_value: 5,
  is_one_time: true,
};

test('a new one-time activity left at multiplier 1 is sent with 1.5', () => {
  expect(toActivityInput(parse(plank), undefined)).toMatchObject({ multiplier: 1.5 });
  expect(toActivityInput(parse({ ...plank, multiplier: '2' }), undefined)).toMatchObject({
    multiplier: 2,
  });
});

test('an existing one-time activity keeps multiplier 1 and its image', () => {
  const activity = buildAdminActivity({
    id: 5,
    name: 'Plank',
    is_one_time: true,
    image: { url: 'https://img.test/plank.png' },
  });
  expect(toActivityInput(parse(valuesOf(activity)), activity)).toMatchObject({
    multiplier: 1,
    image_url: 'https://img.test/plank.png',
  });
});

test('the quiz is sent with its answers and the correct one spelled as an answer', () => {
  const quiz = {
    ...plank,
    question: ' How long? ',
    answers: [{ value: '10 s' }, { value: '' }, { value: '1 Minute' }],
    correct_answer: '1 minute',
  };
  expect(toActivityInput(parse(quiz), undefined)).toMatchObject({
    question: 'How long?',
    answers: ['10 s', '1 Minute'],
    correct_answer: '1 Minute',
  });
});

test('without a question nothing of the quiz is sent', () => {
  const leftovers = { ...plank, answers: [{ value: 'a' }], correct_answer: 'a' };
  expect(toActivityInput(parse(leftovers), undefined)).toMatchObject({
    question: null,
    answers: null,
    correct_answer: null,
  });
});

test('weeks and sequences are whole numbers from 1', () => {
  const result = activitySchema.safeParse({ ...plank, week_available: 0, sequence: '' });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['week_available', 'Use 1 or more.'],
    ['sequence', 'Enter its place in the list.'],
  ]);
});

test('a new activity starts after the others of its category, within the programme', () => {
  expect(newActivityValues('fitness', 2, 8)).toMatchObject({ week_available: 3, sequence: 1 });
  expect(newActivityValues('fitness', 8, 8)).toMatchObject({ week_available: 8 });
});
