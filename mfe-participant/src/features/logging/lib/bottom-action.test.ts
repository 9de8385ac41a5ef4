import type { BottomAction, BottomActionInput } from './bottom-action';
import { bottomAction } from './bottom-action';

type Case = {
  name: string;
  expected: BottomAction;
  entry?: Partial<BottomActionInput['entry']>;
  activity?: Partial<BottomActionInput['activity']>;
  userActivity?: BottomActionInput['userActivity'];
  loggingEnded?: boolean;
  /** A current work exists; by default none (the 'paint' state). */
  hasWork?: boolean;
};

const quiz = { question: 'Which one?' };
const answered = { answered_correctly: true, is_logged: false };
const loggedHere = {
  entry_activities: [{ id: 1, activity_id: 7, feels_value: 1, point_value: 5 }],
};
const atMaximum = {
  entry_activities: [
    { id: 1, activity_id: 8, feels_value: 1, point_value: 5 },
    { id: 2, activity_id: 9, feels_value: 0, point_value: 5 },
  ],
};

function run({
  entry,
  activity,
  userActivity,
  loggingEnded = false,
  hasWork = false,
}: Case): BottomAction {
  return bottomAction({
    activity: { id: 7, question: null, is_one_time: false, ...activity },
    entry: { locked: false, available: true, entry_activities: [], ...entry },
    promotion: { has_logging_ended: loggingEnded, max_activities_day: 2 },
    userActivity,
    hasWork,
  });
}

const cases: Case[] = [
  { name: 'a plain activity on an open day is logged (paint)', expected: 'paint' },
  {
    name: 'a locked day wins over everything',
    expected: 'locked',
    entry: { locked: true, ...loggedHere },
    activity: quiz,
  },
  {
    name: 'an unanswered quiz comes before editing',
    expected: 'trivia',
    activity: quiz,
    entry: loggedHere,
  },
  {
    name: 'an unanswered quiz is offered at the daily maximum',
    expected: 'trivia',
    activity: quiz,
    entry: atMaximum,
  },
  { name: 'no quiz once logging has ended', expected: 'none', activity: quiz, loggingEnded: true },
  {
    name: 'no quiz on a day that is not available',
    expected: 'none',
    activity: quiz,
    entry: { available: false },
  },
  {
    name: 'a quiz answered correctly is logged like any activity',
    expected: 'paint',
    activity: quiz,
    userActivity: answered,
  },
  {
    name: 'logged on this open day it can change (editing)',
    expected: 'editing',
    entry: loggedHere,
  },
  {
    name: 'logged here, editing still allowed at the daily maximum',
    expected: 'editing',
    entry: { entry_activities: [...loggedHere.entry_activities, atMaximum.entry_activities[0]] },
  },
  {
    name: 'logged on a day that is not available: nothing to do',
    expected: 'none',
    entry: { ...loggedHere, available: false },
  },
  { name: 'the daily maximum blocks another activity', expected: 'blocked', entry: atMaximum },
  {
    name: 'the daily maximum blocks even on a day that closed',
    expected: 'blocked',
    entry: { ...atMaximum, available: false },
  },
  {
    name: 'a day that is not available cannot be logged (backlog refused)',
    expected: 'none',
    entry: { available: false },
  },
  { name: 'logging ended: nothing can be logged', expected: 'none', loggingEnded: true },
  {
    name: 'a one-time activity logged on another day is used up',
    expected: 'none',
    activity: { is_one_time: true },
    userActivity: { answered_correctly: false, is_logged: true },
  },
  {
    name: 'a one-time activity never logged can be logged',
    expected: 'paint',
    activity: { is_one_time: true },
    userActivity: { answered_correctly: false, is_logged: false },
  },
  {
    name: 'an answered quiz, no work: paint (pick a style first)',
    expected: 'paint',
    activity: quiz,
    userActivity: { answered_correctly: true, is_logged: true },
  },
  { name: 'a work exists: logging (the log paints it)', expected: 'logging', hasWork: true },
  {
    name: 'an answered quiz with a work: logging',
    expected: 'logging',
    activity: quiz,
    userActivity: answered,
    hasWork: true,
  },
  {
    name: 'an unanswered quiz comes before logging, work or not',
    expected: 'trivia',
    activity: quiz,
    hasWork: true,
  },
  {
    name: 'logged here with a work: editing comes before logging',
    expected: 'editing',
    entry: loggedHere,
    hasWork: true,
  },
  {
    name: 'the daily maximum comes before logging',
    expected: 'blocked',
    entry: atMaximum,
    hasWork: true,
  },
  {
    name: 'a locked day comes before logging',
    expected: 'locked',
    entry: { locked: true },
    hasWork: true,
  },
  {
    name: 'with a work, a day that closed offers nothing',
    expected: 'none',
    entry: { available: false },
    hasWork: true,
  },
  {
    name: 'with a work, a used one-time activity offers nothing',
    expected: 'none',
    activity: { is_one_time: true },
    userActivity: { answered_correctly: false, is_logged: true },
    hasWork: true,
  },
];

test.each(cases)('$name → $expected', (testCase) => {
  expect(run(testCase)).toBe(testCase.expected);
});
