import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { PageTitle, pathBefore, useGetMeQuery } from '@wellness/shared-ui';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useSendContactRequestMutation } from '../api/support-api';
import { browserInfo } from '../lib/browser-info';

/** Spec 2 s8 "Support". */
export const MESSAGE_SENT = 'Thank you. Message sent successfully.';
export const MESSAGE_NOT_SENT = 'Could not send message.';
export const TOPICS = [
  'General question',
  'Logging activities',
  'Points and leaderboards',
  'My account and signing in',
  'Something is not working',
];

const required = (label: string) => z.string().trim().min(1, `Please enter your ${label}.`);
const schema = z.object({
  first_name: required('first name').max(100),
  last_name: required('last name').max(100),
  organization: z.string().max(191),
  email: z.string().trim().email('Please enter a valid e-mail address.'),
  extra_tags: z.string(),
  message: z.string().trim().min(1, 'Please write your message.').max(5000),
});
type ContactForm = z.input<typeof schema>;

/**
 * /support/contact: the contact form (spec 2 s3 "Contact request": the fields, and the browser
 * and session details attached), stored and e-mailed to the promotion's coordinators.
 */
export function ContactPage() {
  const { data: me } = useGetMeQuery();
  const { pathname } = useLocation();
  const [send, { isLoading, isSuccess, isError }] = useSendContactRequestMutation();
  const form = useForm<ContactForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: {
      first_name: me?.profile.first_name ?? '',
      last_name: me?.profile.last_name ?? '',
      organization: '',
      email: me?.email ?? '',
      extra_tags: TOPICS[0]!,
      message: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async (values) => {
    const info = browserInfo({ userId: me?.id ?? null, from: pathBefore(pathname) });
    await send({ ...values, info })
      .unwrap()
      .catch(() => undefined);
  });
  const { errors } = form.formState;
  if (isSuccess) {
    return (
      <Stack gap="md" maw={640}>
        <PageTitle>Contact us</PageTitle>
        <Paper withBorder p="md" radius="md" role="status">
          <Text fw={700}>{MESSAGE_SENT}</Text>
          <Text>Your program's coordinators will answer you by e-mail.</Text>
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>Contact us</PageTitle>
      <Text>Tell us what you need and the program's coordinators will write back to you.</Text>
      <form onSubmit={submit} noValidate aria-label="Contact form">
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              required
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label="Last name"
              required
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </Group>
          <TextInput
            label="E-mail"
            type="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput label="Organization" {...form.register('organization')} />
          <NativeSelect label="Topic" data={TOPICS} {...form.register('extra_tags')} />
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            error={errors.message?.message}
            {...form.register('message')}
          />
          {isError && (
            <Alert color="red" role="alert">
              {MESSAGE_NOT_SENT}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={isLoading}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
