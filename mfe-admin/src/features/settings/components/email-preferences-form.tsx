import { useEffect } from 'react';
import { Fieldset, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { UnsavedChangesDialog } from '@wellness/shared-ui';
import type { Subscription } from '@wellness/shared-ui';
import { useSaveSubscriptionMutation } from '../api/settings-api';
import { useSaveStatus } from '../hooks/use-save-status';
import { SaveBar } from './save-bar';
import { ToggleField } from './toggle-field';

/** The e-mails one can choose, in the words of spec 3's subscription fields. */
const TOPICS: Array<{ name: Exclude<keyof Subscription, 'email_unsubscribe_all'>; label: string }> =
  [
    { name: 'email_friend_requests', label: 'Friend requests' },
    { name: 'email_wall_posts', label: 'Wall posts' },
    { name: 'email_team', label: 'Team news' },
    { name: 'email_daily', label: 'Daily e-mail' },
  ];

export interface EmailPreferencesFormProps {
  userId: number;
  subscription: Subscription;
}

/**
 * The five e-mail switches and Save. "Unsubscribe from all" outranks the others: they show
 * disabled while it is on but keep their values, so turning it off brings them back.
 */
export function EmailPreferencesForm({ userId, subscription }: EmailPreferencesFormProps) {
  const [save] = useSaveSubscriptionMutation();
  const { status, pending, run } = useSaveStatus();
  const {
    control,
    formState: { isDirty },
    handleSubmit,
    reset,
    watch,
  } = useForm<Subscription>({ defaultValues: subscription });
  const unsubscribedFromAll = watch('email_unsubscribe_all');

  // A fresh load (another user, or the answer to a save) is the new saved state.
  useEffect(() => reset(subscription), [subscription, reset]);

  const onSubmit = handleSubmit(async (form) => {
    await run(async () => {
      await save({ id: userId, ...form }).unwrap();
      reset(form);
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={480}>
        <Fieldset legend="Send me e-mails about" disabled={unsubscribedFromAll}>
          <Stack gap="sm">
            {TOPICS.map((topic) => (
              <ToggleField
                key={topic.name}
                control={control}
                name={topic.name}
                label={topic.label}
                disabled={unsubscribedFromAll}
              />
            ))}
          </Stack>
        </Fieldset>
        <ToggleField
          control={control}
          name="email_unsubscribe_all"
          label="Unsubscribe from all e-mails"
        />
        <SaveBar status={status} pending={pending} />
      </Stack>
      <UnsavedChangesDialog when={isDirty && !pending} />
    </form>
  );
}
