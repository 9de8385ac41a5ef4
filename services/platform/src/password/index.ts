export {
  DEFAULT_PASSWORD_COLUMNS,
  compilePasswordPattern,
  defaultHelpMessage,
  passwordPolicyOf,
  passwordProblems,
} from './policy';
export type { OrganizationPasswordColumns, PasswordPolicy } from './policy';
export { promotionPasswordPolicy } from './organization';
