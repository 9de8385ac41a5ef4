import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { BrowserInfo } from '../lib/browser-info';

/** POST /api/contact_requests (spec 2 s3 "Contact request"); guests may send one too. */
export interface ContactRequest {
  first_name: string;
  last_name: string;
  organization: string;
  email: string;
  extra_tags: string;
  message: string;
  info: BrowserInfo;
}

/** Spec 3 "Feedback: browser, email, feedback, name, request_url" (POST /feedbacks). */
export interface FeedbackRequest {
  name: string;
  email: string;
  feedback: string;
  browser: string;
  request_url: string;
}

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactRequest: build.mutation<{ id: number; message: string }, ContactRequest>({
      query: (body) => ({ url: '/contact_requests', method: 'POST', body }),
      transformResponse: (body: Envelope<{ id: number; message: string }>) => body.data,
    }),
    sendFeedback: build.mutation<{ id: number }, FeedbackRequest>({
      query: (body) => ({ url: '/feedbacks', method: 'POST', body }),
      transformResponse: (body: Envelope<{ id: number }>) => body.data,
    }),
  }),
});

export const { useSendContactRequestMutation, useSendFeedbackMutation } = supportApi;
