import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { FullScreenDialog } from '../../../components/full-screen-dialog';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LoadingBlock,
  pathBefore,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useSendFeedbackMutation } from '../api/support-api';
import { parseUserAgent } from '../lib/browser-info';

/** Spec 3 s8: the feedback dialog's failure text. */
export const FEEDBACK_NOT_SENT = 'Sorry, there was an error sending your feedback.';
/** Spec 2 s5 "Required-field validator shows '* Required Fields'". */
export const REQUIRED_FIELDS = '* Required Fields';
export const FEEDBACK_SENT = 'Thank you for your feedback.';

// Spec 3 s5 "Feedback requires full name, email and feedback text (a flag for each missing)".
const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name.').max(200),
  email: z.string().trim().email('Please enter a valid e-mail address.').max(191),
  feedback: z.string().trim().min(1, 'Please write your feedback.').max(5000),
});
type FeedbackForm = z.input<typeof schema>;

/**
 * /feedback: spec 3 s2's full-screen "Feedback" dialog, which returns to the previous page on
 * close. Offered (footer link) when the promotion has is_feedback_enabled; the server refuses
 * it otherwise. The browser and the page it came from go with it (spec 3 Feedback fields).
 */
export function FeedbackPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: me } = useGetMeQuery();
  const { data: promotion, isLoading } = useGetCurrentPromotionQuery();
  const [send, { isLoading: sending, isError }] = useSendFeedbackMutation();
  const from = pathBefore(pathname);
  const close = () => void navigate(from ?? '/home');
  const form = useForm<FeedbackForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: {
      name: me ? `${me.profile.first_name} ${me.profile.last_name}`.trim() : '',
      email: me?.email ?? '',
      feedback: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async (values) => {
    const agent = parseUserAgent(navigator.userAgent);
    try {
      await send({
        ...values,
        browser: `${agent.browser_name} ${agent.browser_version} (${agent.operating_system})`,
        request_url: from ?? '',
      }).unwrap();
    } catch {
      return; // isError shows the spec's failure text
    }
    notifications.show({ color: 'green', message: FEEDBACK_SENT });
    close();
  });
  const { errors } = form.formState;

  return (
    <FullScreenDialog title="Feedback" onClose={close} closeLabel="Close feedback">
      {isLoading ? (
        <LoadingBlock />
      ) : !promotion?.is_feedback_enabled ? (
        <Text>Feedback is not enabled for this program.</Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Feedback">
          <Stack gap="sm" maw={640} mx="auto">
            <Text>Tell us what works for you and what could be better.</Text>
            <Text size="sm" c="dimmed">
              {REQUIRED_FIELDS}
            </Text>
            <TextInput
              label="Full name"
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="E-mail"
              type="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Textarea
              label="Feedback"
              required
              autosize
              minRows={5}
              error={errors.feedback?.message}
              {...form.register('feedback')}
            />
            {isError && (
              <Alert color="red" role="alert">
                {FEEDBACK_NOT_SENT}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={sending}>
                Send feedback
              </Button>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FullScreenDialog>
  );
}
