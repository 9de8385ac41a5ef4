import dayjs from 'dayjs';

/** The value format of an `<input type="datetime-local">`. */
const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** The next full hour after `now`, as the Send at field shows it (spec 3 s9). */
export const nextFullHour = (now = new Date()) =>
  dayjs(now).add(1, 'hour').startOf('hour').format(LOCAL_INPUT);

/** A stored send time in the field's local format, '' when there is none. */
export const toLocalInput = (iso: string | null) =>
  iso && dayjs(iso).isValid() ? dayjs(iso).format(LOCAL_INPUT) : '';

/** The field's local time as ISO 8601, null when empty or not a date (sent at once). */
export const toIsoSendAt = (local: string): string | null => {
  if (!local) return null;
  const when = dayjs(local);
  return when.isValid() ? when.toISOString() : null;
};

/** Only a valid time still to come queues the e-mail; anything else sends it now (spec 3 s4). */
export const isQueued = (local: string, now = new Date()) => {
  const iso = toIsoSendAt(local);
  return iso !== null && dayjs(iso).isAfter(now);
};

export type SendAction = 'Send' | 'Queue' | 'Save';

/** The primary button and the confirmation say save when editing an unsent e-mail. */
export const sendAction = (editing: boolean, local: string, now = new Date()): SendAction =>
  editing ? 'Save' : isQueued(local, now) ? 'Queue' : 'Send';

/** Spec 3 s9 date and time formats. */
export const formatSendTime = (iso: string | null) =>
  iso ? dayjs(iso).format('MM/DD/YYYY hh:mm a') : '';
