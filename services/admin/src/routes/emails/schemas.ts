import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { EmailFiltersSchema, IdParam, TEST_EMAIL_KEYS } from '@wellness/platform';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);

export const CustomEmailParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

/** Subject and message are checked trimmed in the domain (their own messages), not here. */
const draftFields = {
  filters: Type.Optional(Nullable(EmailFiltersSchema)),
  one_time_recipients: Type.Optional(Type.String({ maxLength: 100_000 })),
  send_at: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
};

/** Contract EmailDraft. */
export const EmailDraftSchema = Type.Object(
  {
    subject: Type.String({ maxLength: 255 }),
    body: Type.String({ maxLength: 20_000 }),
    ...draftFields,
  },
  { additionalProperties: false },
);

/** The recipient count takes a draft whose subject and message may still be blank. */
export const CountDraftSchema = Type.Object(
  {
    subject: Type.Optional(Type.String({ maxLength: 255 })),
    body: Type.Optional(Type.String({ maxLength: 20_000 })),
    ...draftFields,
  },
  { additionalProperties: false },
);

export const EmailBody = Type.Object({ email: EmailDraftSchema }, { additionalProperties: false });
export const CountBody = Type.Object({ email: CountDraftSchema }, { additionalProperties: false });
export const PreviewBody = Type.Object(
  { email: EmailDraftSchema, promotion_id: Type.Optional(IdParam) },
  { additionalProperties: false },
);

const TestEmailKey = Type.Union([
  Type.Literal(TEST_EMAIL_KEYS[0]),
  Type.Literal(TEST_EMAIL_KEYS[1]),
]);

export const TestEmailBody = Type.Object(
  {
    recipients: Type.String({ maxLength: 10_000 }),
    promotion_id: Type.Optional(IdParam),
    key: TestEmailKey,
  },
  { additionalProperties: false },
);

export const TestEmailQuery = Type.Object({ key: TestEmailKey }, { additionalProperties: false });

export const CustomEmailSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  subject: Type.String(),
  body: Type.String(),
  filters: Nullable(EmailFiltersSchema),
  one_time_recipients: Type.String(),
  send_at: Nullable(Type.String()),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('sending'),
    Type.Literal('sent'),
    Type.Literal('failed'),
  ]),
  total_count: Type.Integer(),
  sent_count: Type.Integer(),
  failed_count: Type.Integer(),
  skipped_count: Type.Integer(),
  sent_at: Nullable(Type.String()),
  created_at: Type.String(),
  job_id: Type.String(),
});

export const RecipientsSchema = Type.Array(
  Type.Object({ recipients: Type.Integer(), sample: Type.Array(Type.String()) }),
);

export const PreviewSchema = Type.Array(
  Type.Object({
    custom_email: Type.Object({
      subject: Type.String(),
      html: Type.String(),
      text: Type.String(),
      one_time_recipients: Type.String(),
      send_at: Nullable(Type.String()),
      recipients: Type.Integer(),
    }),
  }),
);

export const RenderedSchema = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
});

export const TestEmailSentSchema = Type.Array(
  Type.Object({ message: Type.String(), job_id: Type.String() }),
);

export const DeletedSchema = Type.Object({ id: Type.Integer() });
export const TotalMeta = Type.Object({ total_records: Type.Integer() });
