import { useCallback, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@wellness/shared-ui';
import {
  useCountRecipientsMutation,
  useCreateOneTimeEmailMutation,
  useListEmailLocationsQuery,
  usePreviewOneTimeEmailMutation,
  useUpdateCustomEmailMutation,
} from '../api/emails-api';
import type { CustomEmail, EmailPreview, Job, RecipientCount as Count } from '../api/emails-api';
import { useFlashMessage } from '../hooks/use-flash-message';
import { useRecipientCount } from '../hooks/use-recipient-count';
import { emailFormSchema, emailValues, newEmailValues, toDraft } from '../lib/email-form';
import type { EmailFormValues } from '../lib/email-form';
import { CREATE_FAILED, PREVIEW_FAILED, sendFailed } from '../lib/messages';
import { participants } from '../lib/recipients';
import { formatSendTime, nextFullHour, sendAction } from '../lib/send-at';
import { AudienceFields } from './audience-fields';
import { PreviewDialog } from './preview-dialog';
import { RecipientCount } from './recipient-count';
import { SendProgress } from './send-progress';

export interface EmailFormProps {
  promotionId: number;
  /** The unsent e-mail being edited; absent for a new one. */
  email?: CustomEmail;
}

const serverErrors = (error: unknown): string[] =>
  (error as { data?: { errors?: unknown } } | undefined)?.data?.errors instanceof Array
    ? ((error as { data: { errors: string[] } }).data.errors ?? [])
    : [];

/**
 * A one-time e-mail to a promotion's participants (spec 3 s4 "One-time email"): write it,
 * choose who gets it, preview it, then Send (now), Queue (for a time to come) or Save (an
 * unsent one being edited), each after a confirmation that says how many it goes to.
 */
export function EmailForm({ promotionId, email }: EmailFormProps) {
  const editing = email !== undefined;
  const { control, formState, handleSubmit, register, reset, setValue, watch } =
    useForm<EmailFormValues>({
      resolver: zodResolver(emailFormSchema),
      mode: 'onChange',
      defaultValues: email ? emailValues(email) : newEmailValues(),
    });
  const { errors } = formState;
  const values = watch();
  const draft = toDraft(values);
  const action = sendAction(editing, values.sendNow ? '' : values.sendAt);
  const locations = useListEmailLocationsQuery(promotionId);
  const live = useRecipientCount(promotionId, draft, !errors.otherAddresses);

  const [preview, previewState] = usePreviewOneTimeEmailMutation();
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const [countNow] = useCountRecipientsMutation();
  // While open: the count is undefined until the server has answered, null if it failed.
  const [confirming, setConfirming] = useState<{ count?: Count | null } | null>(null);
  const [create, createState] = useCreateOneTimeEmailMutation();
  const [update, updateState] = useUpdateCustomEmailMutation();
  const saveState = editing ? updateState : createState;
  const [jobId, setJobId] = useState<string | null>(null);
  const [jobFailure, setJobFailure] = useState<string | null>(null);
  const [success, showSuccess] = useFlashMessage();

  const blank = !values.subject.trim() || !values.body.trim();
  const blocked = blank || Object.keys(errors).length > 0;

  const openPreview = async () => {
    const result = await preview({ promotionId, email: draft });
    if (result.data) setShown(result.data);
  };

  const askToConfirm = handleSubmit(async (valid) => {
    setConfirming({});
    const result = await countNow({ promotionId, email: toDraft(valid) });
    // Closed meanwhile: stays closed.
    setConfirming((open) => (open ? { count: result.data ?? null } : null));
  });

  const save = handleSubmit(async (valid) => {
    setConfirming(null);
    setJobFailure(null);
    showSuccess(null);
    const body = toDraft(valid);
    const result = editing
      ? await update({ promotionId, id: email.id, email: body })
      : await create({ promotionId, email: body });
    const saved = result.data;
    if (!saved) return;
    if (!editing) reset(newEmailValues());
    // The server decides: a time still to come queues it, anything else sends it now.
    const when = formatSendTime(saved.send_at);
    if (saved.send_at && new Date(saved.send_at) > new Date()) {
      showSuccess(editing ? `Saved. It will be sent on ${when}.` : `Queued for ${when}.`);
    } else {
      setJobId(saved.job_id);
    }
  });

  const finished = useCallback(
    (job: Job) => {
      setJobId(null);
      if (job.state === 'failed') setJobFailure(sendFailed(job.failed_reason));
      else if (job.progress.failed > 0) {
        const { sent, failed, total } = job.progress;
        showSuccess(`E-mail sent to ${sent} of ${participants(total)}; ${failed} failed.`);
      } else showSuccess(`E-mail sent to ${participants(job.progress.sent)}.`);
    },
    [showSuccess],
  );

  const sendNowField = register('sendNow');
  const count = confirming?.count;
  return (
    <form onSubmit={(event) => void askToConfirm(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Subject"
          required
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label="Message"
          required
          rows={8}
          error={errors.body?.message}
          {...register('body')}
        />
        <AudienceFields
          control={control}
          register={register}
          errors={errors}
          locations={locations.data ?? []}
          addressesOnly={values.audience === 'none'}
        />
        <Textarea
          label="Other addresses"
          description="Separate addresses with commas, semicolons, new lines or |"
          rows={3}
          error={errors.otherAddresses?.message?.split('\n').map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
          {...register('otherAddresses')}
        />
        <RecipientCount {...live} />
        <Group align="flex-end">
          <TextInput
            label="Send at"
            type="datetime-local"
            disabled={values.sendNow}
            {...register('sendAt')}
          />
          <Checkbox
            label="Send now"
            mb={8}
            {...sendNowField}
            onChange={(event) => {
              void sendNowField.onChange(event);
              setValue('sendAt', event.currentTarget.checked ? '' : nextFullHour());
            }}
          />
        </Group>
        <Group>
          <Button
            variant="default"
            disabled={blocked}
            loading={previewState.isLoading}
            onClick={() => void openPreview()}
          >
            Preview
          </Button>
          <Button type="submit" disabled={blocked || jobId !== null} loading={saveState.isLoading}>
            {action}
          </Button>
        </Group>
        {previewState.isError ? <Alert color="red">{PREVIEW_FAILED}</Alert> : null}
        {saveState.isError ? (
          <Alert color="red" title={editing ? 'Error saving custom email.' : CREATE_FAILED}>
            {serverErrors(saveState.error).length ? (
              <List size="sm">
                {serverErrors(saveState.error).map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        {jobId ? <SendProgress jobId={jobId} onFinished={finished} /> : null}
        {jobFailure ? <Alert color="red">{jobFailure}</Alert> : null}
        {success ? (
          <Alert color="green" role="status">
            {success}
          </Alert>
        ) : null}
      </Stack>
      <PreviewDialog
        opened={shown !== null}
        subject={shown?.subject ?? ''}
        html={shown?.html ?? ''}
        audience={shown ? `This e-mail will go to ${participants(shown.recipients)}.` : undefined}
        onClose={() => setShown(null)}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={`${action} this e-mail?`}
        confirmLabel={action}
        busy={count === undefined}
        onConfirm={() => void save()}
        onClose={() => setConfirming(null)}
      >
        {count === undefined
          ? 'Counting recipients…'
          : count
            ? `This e-mail will go to ${participants(count.recipients)}.`
            : 'The recipients could not be counted.'}
        {action === 'Queue' || (editing && !values.sendNow && values.sendAt)
          ? ` It will be sent ${formatSendTime(draft.send_at) ? `on ${formatSendTime(draft.send_at)}` : 'now'}.`
          : null}
      </ConfirmDialog>
    </form>
  );
}
