export * from './entities';
export {
  createDataSource,
  ensureDatabase,
  openDatabase,
  parseMysqlUrl,
  redactUrl,
} from './data-source';
export {
  seed,
  seedPromotionDefaults,
  DEMO_PASSWORD,
  DEMO_PILOT_PASSWORD,
  DEMO_USERS,
} from './seed/index';
export { SSO_DEMO_CLIENT, SSO_DEMO_SUBDOMAIN, seedSsoDemo } from './seed/sso-demo';
export type { SsoDemoOptions } from './seed/sso-demo';
export { DEFAULT_SURVEY } from './seed/survey';
export { DEMO_ASSESSMENT_MESSAGE, DEMO_ASSESSMENT_PROMPTS } from './seed/evaluation';
export { DEFAULT_BADGES, badgeImageUrl } from './seed/badges';
export { SCALES, benchEmail, parseScale, seedScale, type Scale } from './seed/scale';
export {
  TEXTAREA_MAX_LENGTH,
  TEXTBOX_MAX_LENGTH,
  answerTooLong,
  checkPromptAnswer,
  notAnOption,
  unknownQuestion,
  wrongAnswerType,
} from './prompt-answers';
export type { AnsweredQuestion, PromptAnswer } from './prompt-answers';
