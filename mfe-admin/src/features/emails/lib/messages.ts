/** Spec 3 sections 5, 8 and 9: the e-mail screens' messages, limits and timings. */
export const RECIPIENTS_BLANK = 'Recipients cannot be blank';
export const SUBJECT_BLANK = 'Subject cannot be blank';
export const MESSAGE_BLANK = 'Message cannot be blank';
export const TEST_EMAIL_LIMIT_MESSAGE = 'Test emails are limited to 10 participants.';
export const SEND_FAILED = 'Email failed to send';
export const CREATE_FAILED = 'Error creating custom email.';
export const PREVIEW_FAILED = 'Error previewing custom email.';

export const invalidAddress = (address: string) => `Must be a valid email address. Ex: ${address}`;

/** "Email failed to send" with the first server error appended, when there is one. */
export const sendFailed = (reason?: string | null) =>
  reason ? `${SEND_FAILED}: ${reason}` : SEND_FAILED;

/** A test e-mail goes to at most this many addresses. */
export const TEST_EMAIL_LIMIT = 10;
/** Success messages disappear after this long. */
export const SUCCESS_CLEAR_MS = 5000;
/** A sending's progress is asked for this often. */
export const JOB_POLL_MS = 1000;
/** The recipient count is asked for this long after the last change of the form. */
export const COUNT_DELAY_MS = 500;
/** The server's limits on a subject and a message. */
export const SUBJECT_MAX = 255;
export const BODY_MAX = 20000;
