/** Trivia: an activity's quiz, answered once for the promotion's trivia points. */
export { checkAnswer } from './commands';
export { sameAnswer } from './rules';
