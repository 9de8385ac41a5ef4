import type { Activity } from '@wellness/schema';
import {
  assertChildKeepsParent,
  defaultWeek,
  isStaff,
  multiplierOnCreate,
  quizColumns,
} from '../../../src/domain/activities/rules';
import { isCorrect, sameAnswer } from '../../../src/domain/trivia/rules';

const parent = {
  id: 1,
  category_id: 3,
  name: 'Walk',
  blurb: '',
  content: null,
  image_url: null,
  is_one_time: false,
  multiplier: '1.50',
  point_value: 10,
  question: 'Which?',
  answers: JSON.stringify(['A', 'B']),
  correct_answer: 'A',
  parent_activity_id: null,
} as unknown as Activity;

describe('activity rules', () => {
  it('saves a new one-time activity with multiplier 1 as 1.5, and keeps any other multiplier', () => {
    expect(multiplierOnCreate(true, 1)).toBe(1.5);
    expect(multiplierOnCreate(true)).toBe(1.5);
    expect(multiplierOnCreate(true, 2)).toBe(2);
    expect(multiplierOnCreate(false, 1)).toBe(1);
    expect(() => multiplierOnCreate(false, 1.1)).toThrow('The multiplier must be one of');
  });

  it("defaults a new activity's week to its category's count + 1, within the programme", () => {
    expect(defaultWeek(0, 8)).toBe(1);
    expect(defaultWeek(4, 8)).toBe(5);
    expect(defaultWeek(12, 8)).toBe(8);
  });

  it('keeps a quiz only with two or more answers, one of them correct ignoring case', () => {
    expect(quizColumns(null, ['A', 'B'], 'A')).toEqual({
      question: null,
      answers: null,
      correct_answer: null,
    });
    expect(quizColumns('Q?', ['Yes', 'No'], 'yes')).toEqual({
      question: 'Q?',
      answers: '["Yes","No"]',
      correct_answer: 'yes',
    });
    expect(() => quizColumns('Q?', ['Yes', ' '], 'Yes')).toThrow('at least two answers');
    expect(() => quizColumns('Q?', ['Yes', 'No'], 'Maybe')).toThrow(
      'The correct answer must be one of the answers.',
    );
    expect(() => quizColumns('Q?', ['Yes', 'No'], null)).toThrow(
      'The correct answer must be one of the answers.',
    );
  });

  it("lets a child change only its sequence and week, or send its parent's values back", () => {
    const message = 'A child activity may only change its sequence and week.';
    expect(() =>
      assertChildKeepsParent(
        { sequence: 2, week_available: 3, name: 'Walk', multiplier: 1.5, answers: ['A', 'B'] },
        parent,
        'move',
      ),
    ).not.toThrow();
    expect(() => assertChildKeepsParent({ content: '' }, parent, 'move')).not.toThrow();
    expect(() => assertChildKeepsParent({ name: 'Run' }, parent, 'move')).toThrow(message);
    expect(() => assertChildKeepsParent({ category: 'rest' }, parent, 'move')).toThrow(message);
    expect(() => assertChildKeepsParent({ answers: ['B', 'A'] }, parent, 'move')).toThrow(message);
  });

  it('counts Coordinator, Master, Reseller and Super Coordinator as staff', () => {
    expect(
      ['Coordinator', 'Master', 'Reseller', 'Super Coordinator'].every((r) => isStaff(r as never)),
    ).toBe(true);
    expect(
      ['User', 'Location Coordinator', 'Regional Coordinator', 'Poster', 'Tutorial'].some((r) =>
        isStaff(r as never),
      ),
    ).toBe(false);
  });
});

describe('trivia rules', () => {
  it('compares answers ignoring case and outer spaces', () => {
    expect(sameAnswer(' Vitamin C', 'vitamin c ')).toBe(true);
    expect(sameAnswer('Vitamin C', 'Vitamin K')).toBe(false);
    expect(isCorrect(parent, 0)).toBe(true);
    expect(isCorrect(parent, 1)).toBe(false);
    expect(isCorrect(parent, 5)).toBe(false);
  });
});
