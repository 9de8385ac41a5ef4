import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useParams } from 'react-router';
import { ConfirmDialog, PageTitle, firstError } from '@wellness/shared-ui';
import {
  useGetJobQuery,
  useLazyGetTestEmailPreviewQuery,
  useSendTestEmailMutation,
} from '../api/emails-api';
import type { JobState, TestTemplate } from '../api/emails-api';
import { EmailNav } from '../components/email-nav';
import { PreviewDialog } from '../components/preview-dialog';
import { SendProgress } from '../components/send-progress';
import { JOB_POLL_MS, sendFailed } from '../lib/messages';
import { splitAddresses, testRecipientErrors } from '../lib/recipients';

/** Only these two templates are offered (spec 3 s5). */
const TEMPLATES: Array<{ value: TestTemplate; label: string }> = [
  { value: 'welcome_main', label: 'Welcome (welcome_main)' },
  { value: 'evaluation', label: 'Evaluation (evaluation)' },
];

/** Spec 3 s4 "Test email sending": the job's state in the spec's words. */
type SendingStatus = 'pending' | 'sending' | 'sent' | 'failed';
const STATUS_OF: Record<JobState, SendingStatus> = {
  waiting: 'pending',
  delayed: 'pending',
  active: 'sending',
  completed: 'sent',
  failed: 'failed',
};

const recipientsLabel = (count: number) => `${count} ${count === 1 ? 'recipient' : 'recipients'}`;

/** /promotion/:promotionId/test_email: a template sent to up to ten addresses, to check it. */
export function TestEmailPage() {
  const promotionId = Number(useParams().promotionId);
  const [key, setKey] = useState<TestTemplate | ''>('');
  const [recipients, setRecipients] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [send, sending] = useSendTestEmailMutation();
  const [loadPreview, preview] = useLazyGetTestEmailPreviewQuery();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const job = useGetJobQuery(jobId ?? skipToken, { pollingInterval: done ? 0 : JOB_POLL_MS });
  const status: SendingStatus | null = jobId
    ? job.data && job.data.id === jobId
      ? STATUS_OF[job.data.state]
      : 'pending'
    : null;
  const finished = status === 'sent' || status === 'failed';
  if (finished !== done) setDone(finished);

  const errors = testRecipientErrors(recipients);
  const count = splitAddresses(recipients).length;
  const blocked = key === '' || errors.length > 0;

  const openPreview = async () => {
    if (!key) return;
    const result = await loadPreview({ promotionId, key });
    if (result.data) setPreviewOpen(true);
  };

  const confirmSend = async () => {
    if (!key) return;
    setConfirming(false);
    setJobId(null);
    const result = await send({ promotionId, recipients, key });
    if (result.data) setJobId(result.data.job_id);
  };

  const sendError = sending.isError ? sendFailed(firstError(sending.error, '')) : null;
  return (
    <>
      <PageTitle>Test e-mail</PageTitle>
      <EmailNav promotionId={promotionId} />
      <Stack gap="md" maw={640}>
        <NativeSelect
          label="Template"
          value={key}
          onChange={(event) => setKey(event.currentTarget.value as TestTemplate | '')}
          data={[{ value: '', label: 'Choose a template' }, ...TEMPLATES]}
        />
        <Textarea
          label="Recipients"
          description="Up to 10 addresses, separated by commas, semicolons, new lines or |"
          rows={4}
          value={recipients}
          onChange={(event) => setRecipients(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={
            touched && errors.length
              ? errors.map((message) => (
                  <span key={message} style={{ display: 'block' }}>
                    {message}
                  </span>
                ))
              : undefined
          }
        />
        <Group>
          <Button
            variant="default"
            disabled={key === ''}
            loading={preview.isFetching}
            onClick={() => void openPreview()}
          >
            Preview
          </Button>
          <Button
            disabled={blocked || (status !== null && !finished)}
            loading={sending.isLoading}
            onClick={() => {
              setTouched(true);
              setConfirming(true);
            }}
          >
            Send
          </Button>
        </Group>
        {preview.isError ? (
          <Alert color="red">
            {firstError(preview.error, 'The template could not be previewed.')}
          </Alert>
        ) : null}
        {sendError ? <Alert color="red">{sendError}</Alert> : null}
        {jobId && status ? (
          <Stack gap="xs">
            <Text role="status">Test e-mail status: {status}</Text>
            {finished ? null : <SendProgress jobId={jobId} />}
            {status === 'failed' ? (
              <Alert color="red">{sendFailed(job.data?.failed_reason)}</Alert>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <PreviewDialog
        opened={previewOpen && preview.data !== undefined}
        subject={preview.data?.subject ?? ''}
        html={preview.data?.html ?? ''}
        onClose={() => setPreviewOpen(false)}
      />
      <ConfirmDialog
        opened={confirming}
        title="Send the test e-mail?"
        confirmLabel="Send"
        onConfirm={() => void confirmSend()}
        onClose={() => setConfirming(false)}
      >
        {`The ${TEMPLATES.find((t) => t.value === key)?.label ?? ''} e-mail will go to ${recipientsLabel(count)}.`}
      </ConfirmDialog>
    </>
  );
}
