/** Sharing content by e-mail (spec 2 "POST /emails/content"): the recipients' rules. */
export {
  MAX_RECIPIENTS,
  NO_RECIPIENTS,
  SHARE_QUEUED,
  TOO_MANY_RECIPIENTS,
  notAnAddress,
  parseRecipients,
} from './rules';
