import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export type Audience = 'all' | 'none';
export type TeamFilter = 'on_team' | 'no_team';
export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed';
export type TestTemplate = 'welcome_main' | 'evaluation';

/** Who among the promotion's participants receives the e-mail (the contract's `filters`). */
export interface EmailFilters {
  audience: Audience;
  location_id?: number;
  team?: TeamFilter;
  inactive_days?: number;
}

/** The request body's `email`: what the form sends. */
export interface EmailDraft {
  subject: string;
  body: string;
  filters: EmailFilters | null;
  one_time_recipients: string;
  send_at: string | null;
}

/** A stored one-time e-mail (spec 3 "Custom email"). */
export interface CustomEmail {
  id: number;
  promotion_id: number;
  subject: string;
  body: string;
  filters: EmailFilters | null;
  one_time_recipients: string;
  send_at: string | null;
  status: EmailStatus;
  total_count: number;
  sent_count: number;
  failed_count: number;
  skipped_count: number;
  sent_at: string | null;
  created_at: string;
  job_id: string;
}

export interface RecipientCount {
  recipients: number;
  sample: string[];
}

export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
  one_time_recipients: string;
  send_at: string | null;
  recipients: number;
}

export interface TemplatePreview {
  subject: string;
  html: string;
  text: string;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

/** GET /api/jobs/:id: a sending's progress. */
export interface Job {
  id: string;
  name: string;
  state: JobState;
  progress: { percent: number; sent: number; failed: number; total: number };
  failed_reason?: string;
}

export interface EmailLocation {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

type PromotionEmail = { promotionId: number; email: EmailDraft };
type EmailRef = { promotionId: number; id: number };

const tagOf = (promotionId: number) => [{ type: 'CustomEmails' as const, id: promotionId }];

/** The one-time and test e-mails of a promotion, and the progress of their sending. */
export const emailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCustomEmails: build.query<CustomEmail[], number>({
      query: (promotionId) => `promotions/${promotionId}/custom_emails`,
      transformResponse: (body: Envelope<CustomEmail[]>) => body.data,
      providesTags: (_rows, _error, promotionId) => tagOf(promotionId),
    }),
    getCustomEmail: build.query<CustomEmail, EmailRef>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/custom_emails/${id}`,
      transformResponse: (body: Envelope<CustomEmail>) => body.data,
      providesTags: (_email, _error, { promotionId }) => tagOf(promotionId),
    }),
    createOneTimeEmail: build.mutation<CustomEmail, PromotionEmail>({
      query: ({ promotionId, email }) => ({
        url: `promotions/${promotionId}/one_time_email`,
        method: 'POST',
        body: { email },
      }),
      transformResponse: (body: Envelope<CustomEmail>) => body.data,
      invalidatesTags: (_email, _error, { promotionId }) => tagOf(promotionId),
    }),
    updateCustomEmail: build.mutation<CustomEmail, PromotionEmail & { id: number }>({
      query: ({ promotionId, id, email }) => ({
        url: `promotions/${promotionId}/custom_emails/${id}`,
        method: 'PUT',
        body: { email },
      }),
      transformResponse: (body: Envelope<CustomEmail>) => body.data,
      invalidatesTags: (_email, _error, { promotionId }) => tagOf(promotionId),
    }),
    deleteCustomEmail: build.mutation<null, EmailRef>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/custom_emails/${id}`,
        method: 'DELETE',
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { promotionId }) => tagOf(promotionId),
    }),
    countRecipients: build.mutation<RecipientCount, PromotionEmail>({
      query: ({ promotionId, email }) => ({
        url: `promotions/${promotionId}/one_time_email_recipients`,
        method: 'POST',
        body: { email },
      }),
      transformResponse: (body: Envelope<RecipientCount[]>) => body.data[0],
    }),
    previewOneTimeEmail: build.mutation<EmailPreview, PromotionEmail>({
      query: ({ promotionId, email }) => ({
        url: `promotions/${promotionId}/one_time_email_preview`,
        method: 'POST',
        body: { email, promotion_id: promotionId },
      }),
      transformResponse: (body: Envelope<Array<{ custom_email: EmailPreview }>>) =>
        body.data[0].custom_email,
    }),
    sendTestEmail: build.mutation<
      { message: string; job_id: string },
      { promotionId: number; recipients: string; key: TestTemplate }
    >({
      query: ({ promotionId, recipients, key }) => ({
        url: `promotions/${promotionId}/test_email`,
        method: 'POST',
        body: { recipients, promotion_id: promotionId, key },
      }),
      transformResponse: (body: Envelope<Array<{ message: string; job_id: string }>>) =>
        body.data[0],
    }),
    getTestEmailPreview: build.query<TemplatePreview, { promotionId: number; key: TestTemplate }>({
      query: ({ promotionId, key }) => ({
        url: `promotions/${promotionId}/test_email/preview`,
        params: { key },
      }),
      transformResponse: (body: Envelope<TemplatePreview>) => body.data,
    }),
    getJob: build.query<Job, string>({
      query: (jobId) => `jobs/${encodeURIComponent(jobId)}`,
      transformResponse: (body: Envelope<Job>) => body.data,
    }),
    listEmailLocations: build.query<EmailLocation[], number>({
      query: (promotionId) => `promotions/${promotionId}/locations`,
      transformResponse: (body: Envelope<EmailLocation[]>) => body.data,
    }),
  }),
});

export const {
  useListCustomEmailsQuery,
  useGetCustomEmailQuery,
  useCreateOneTimeEmailMutation,
  useUpdateCustomEmailMutation,
  useDeleteCustomEmailMutation,
  useCountRecipientsMutation,
  usePreviewOneTimeEmailMutation,
  useSendTestEmailMutation,
  useLazyGetTestEmailPreviewQuery,
  useGetJobQuery,
  useListEmailLocationsQuery,
} = emailsApi;
