import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** What the share control shares by e-mail (spec 2 "POST /emails/content" model). */
export type ShareModel = 'Tip' | 'Recipe';

/** POST /api/emails/content (spec 2 "message, emails, model, id"). */
export interface ContentEmail {
  id: number;
  model: ShareModel;
  emails: string;
  message: string;
}

/** Share by e-mail, for tips and recipes alike: the server queues it and answers 202. */
export const shareEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    emailContent: build.mutation<{ message: string; recipients: number }, ContentEmail>({
      query: ({ id, model, emails, message }) => ({
        url: '/emails/content',
        method: 'POST',
        body: { emails, message, model, id },
      }),
      transformResponse: (body: Envelope<{ message: string; recipients: number }>) => body.data,
    }),
  }),
});

export const { useEmailContentMutation } = shareEmailApi;
