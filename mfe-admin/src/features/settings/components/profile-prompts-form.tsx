import { useEffect } from 'react';
import { Checkbox, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  useGetProfilePromptsQuery,
  useSaveProfileAnswersMutation,
} from '../api/profile-prompts-api';
import type { ProfilePrompt } from '../api/profile-prompts-api';
import { useSaveStatus } from '../hooks/use-save-status';
import { toProfileAnswers, toProfileForm } from '../lib/profile-answers';
import type { ProfileForm } from '../lib/profile-answers';
import { SaveBar } from './save-bar';

function PromptField({
  prompt,
  form,
}: {
  prompt: ProfilePrompt;
  form: ReturnType<typeof useForm<ProfileForm>>;
}) {
  const { register } = form;
  switch (prompt.type_of_prompt) {
    case 'HEADER':
      return (
        <Title order={3} size="h5">
          {prompt.label}
        </Title>
      );
    case 'CHECKBOX':
      return <Checkbox label={prompt.label} {...register(prompt.name)} />;
    case 'DROPDOWN':
      return (
        <NativeSelect
          label={prompt.label}
          data={[{ value: '', label: 'No answer' }, ...prompt.options]}
          {...register(prompt.name)}
        />
      );
    case 'TEXTAREA':
      return (
        <Textarea
          label={prompt.label}
          autosize
          minRows={2}
          maxLength={2000}
          {...register(prompt.name)}
        />
      );
    default:
      return <TextInput label={prompt.label} maxLength={255} {...register(prompt.name)} />;
  }
}

/**
 * The profile-only prompts of the user's promotion (spec 3 s5 "profile-only custom prompts
 * show only in the profile"), with the user's answers: a form of its own under the personal
 * settings. Nothing shows when the promotion has none.
 */
export function ProfilePromptsForm({ userId }: { userId: number }) {
  const { data: prompts } = useGetProfilePromptsQuery(userId);
  const [save] = useSaveProfileAnswersMutation();
  const { status, pending, run } = useSaveStatus();
  const form = useForm<ProfileForm>({ defaultValues: {} });
  const { handleSubmit, reset } = form;

  useEffect(() => {
    if (prompts) reset(toProfileForm(prompts));
  }, [prompts, reset]);

  if (!prompts?.length) return null;
  const onSubmit = handleSubmit(async (values) => {
    await run(() => save({ id: userId, answers: toProfileAnswers(prompts, values) }).unwrap());
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="profile-prompts-title"
    >
      <Stack gap="md" maw={480} mt="xl">
        <Title order={2} size="h4" id="profile-prompts-title">
          About you
        </Title>
        <Text size="sm">Your answers show on your profile only; all of them are optional.</Text>
        {prompts.map((prompt) => (
          <PromptField key={prompt.id} prompt={prompt} form={form} />
        ))}
        <SaveBar status={status} pending={pending} label="Update answers" />
      </Stack>
    </form>
  );
}
