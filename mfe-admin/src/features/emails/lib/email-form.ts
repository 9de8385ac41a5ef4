import { z } from 'zod';
import type { Audience, CustomEmail, EmailDraft, TeamFilter } from '../api/emails-api';
import { BODY_MAX, MESSAGE_BLANK, RECIPIENTS_BLANK, SUBJECT_BLANK, SUBJECT_MAX } from './messages';
import { addressErrors, splitAddresses } from './recipients';
import { nextFullHour, toIsoSendAt, toLocalInput } from './send-at';

/** The form's values as the fields hold them: selects and numbers as strings, '' for none. */
export interface EmailFormValues {
  subject: string;
  body: string;
  audience: Audience;
  location: string;
  team: '' | TeamFilter;
  inactiveDays: string;
  otherAddresses: string;
  sendNow: boolean;
  sendAt: string;
}

export const INACTIVE_DAYS_INVALID = 'Inactive for (days) must be a whole number from 1 to 365.';

/** A new e-mail: everyone, sent at the next full hour (spec 3 s9). */
export const newEmailValues = (now = new Date()): EmailFormValues => ({
  subject: '',
  body: '',
  audience: 'all',
  location: '',
  team: '',
  inactiveDays: '',
  otherAddresses: '',
  sendNow: false,
  sendAt: nextFullHour(now),
});

/** A stored e-mail back in the form, to edit it. */
export const emailValues = (email: CustomEmail): EmailFormValues => ({
  subject: email.subject,
  body: email.body,
  audience: email.filters?.audience ?? 'none',
  location: email.filters?.location_id ? String(email.filters.location_id) : '',
  team: email.filters?.team ?? '',
  inactiveDays: email.filters?.inactive_days ? String(email.filters.inactive_days) : '',
  otherAddresses: email.one_time_recipients,
  sendNow: email.send_at === null,
  sendAt: toLocalInput(email.send_at),
});

const isInactiveDays = (value: string) => {
  if (value.trim() === '') return true;
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= 365;
};

/** The server's rules (the admin service's EmailDraft), checked before anything is sent. */
export const emailFormSchema = z
  .object({
    subject: z
      .string()
      .refine((value) => value.trim() !== '', SUBJECT_BLANK)
      .refine(
        (value) => value.trim().length <= SUBJECT_MAX,
        `Subject is limited to 255 characters.`,
      ),
    body: z
      .string()
      .refine((value) => value.trim() !== '', MESSAGE_BLANK)
      .refine(
        (value) => value.trim().length <= BODY_MAX,
        'Message is limited to 20,000 characters.',
      ),
    audience: z.enum(['all', 'none']),
    location: z.string(),
    team: z.enum(['', 'on_team', 'no_team']),
    inactiveDays: z.string().refine(isInactiveDays, INACTIVE_DAYS_INVALID),
    // One issue listing every bad address, a line each (the form shows one error per field).
    otherAddresses: z.string().superRefine((value, context) => {
      const invalid = addressErrors(value);
      if (invalid.length) context.addIssue({ code: 'custom', message: invalid.join('\n') });
    }),
    sendNow: z.boolean(),
    sendAt: z.string(),
  })
  .refine(
    (values) => values.audience === 'all' || splitAddresses(values.otherAddresses).length > 0,
    {
      path: ['otherAddresses'],
      message: RECIPIENTS_BLANK,
      // Checked even while the subject or the message is still blank.
      when: () => true,
    },
  );

/** What the server receives: filters only for "All participants", send_at null for now. */
export function toDraft(values: EmailFormValues): EmailDraft {
  const days = Number(values.inactiveDays);
  const filters =
    values.audience === 'all'
      ? {
          audience: 'all' as const,
          ...(values.location ? { location_id: Number(values.location) } : {}),
          ...(values.team ? { team: values.team } : {}),
          ...(values.inactiveDays.trim() && isInactiveDays(values.inactiveDays)
            ? { inactive_days: days }
            : {}),
        }
      : { audience: 'none' as const };
  return {
    subject: values.subject.trim(),
    body: values.body.trim(),
    filters,
    one_time_recipients: splitAddresses(values.otherAddresses).join(', '),
    send_at: values.sendNow ? null : toIsoSendAt(values.sendAt),
  };
}
