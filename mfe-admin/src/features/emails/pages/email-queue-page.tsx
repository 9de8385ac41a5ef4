import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useDeleteCustomEmailMutation, useListCustomEmailsQuery } from '../api/emails-api';
import type { CustomEmail, EmailStatus } from '../api/emails-api';
import { EmailNav } from '../components/email-nav';
import { JOB_POLL_MS } from '../lib/messages';
import { formatSendTime } from '../lib/send-at';

const STATUS_COLOR: Record<EmailStatus, string> = {
  pending: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

const counts = (email: CustomEmail) =>
  `${email.sent_count} sent, ${email.failed_count} failed, ${email.skipped_count} skipped of ${email.total_count}`;

/**
 * /promotion/:promotionId/one_time_email/queue: the promotion's one-time e-mails, newest
 * first, asked for again each second while one of them is being sent.
 */
export function EmailQueuePage() {
  const promotionId = Number(useParams().promotionId);
  const [polling, setPolling] = useState(false);
  const emails = useListCustomEmailsQuery(promotionId, {
    pollingInterval: polling ? JOB_POLL_MS : 0,
  });
  const sending = (emails.data ?? []).some((email) => email.status === 'sending');
  if (sending !== polling) setPolling(sending);
  const [deleting, setDeleting] = useState<CustomEmail | null>(null);
  const [remove, removal] = useDeleteCustomEmailMutation();
  const createLink = (
    <Button component={Link} to={paths['promotion.one_time_email.create'](promotionId)}>
      Write a new e-mail
    </Button>
  );

  const confirmDelete = async () => {
    const email = deleting!;
    const result = await remove({ promotionId, id: email.id });
    if (!('error' in result)) setDeleting(null);
  };

  return (
    <>
      <PageTitle>E-mail queue</PageTitle>
      <EmailNav promotionId={promotionId} />
      {emails.isLoading ? <LoadingBlock label="Loading the e-mails" /> : null}
      {emails.error ? (
        <RetryPanel
          message={firstError(emails.error, 'The e-mails could not be loaded.')}
          onRetry={() => void emails.refetch()}
          retrying={emails.isFetching}
        />
      ) : null}
      {emails.data?.length === 0 ? (
        <EmptyState
          title="No e-mails yet"
          description="E-mails you send or queue for this promotion's participants are listed here, with how many were delivered."
          action={createLink}
        />
      ) : null}
      {emails.data?.length ? (
        <>
          <Group justify="flex-end" mb="sm">
            {createLink}
          </Group>
          <TableScroll label="One-time e-mails" minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Send at</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {emails.data.map((email) => (
                  <Table.Tr key={email.id}>
                    <Table.Td>{email.subject}</Table.Td>
                    <Table.Td>
                      {formatSendTime(email.send_at ?? email.sent_at ?? email.created_at)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[email.status]} variant="light">
                        {email.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{counts(email)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {email.status === 'pending' ? (
                          <Anchor
                            component={Link}
                            to={paths['promotion.one_time_email.edit'](promotionId, email.id)}
                            aria-label={`Edit ${email.subject}`}
                          >
                            Edit
                          </Anchor>
                        ) : null}
                        {email.status !== 'sending' ? (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            aria-label={`Delete ${email.subject}`}
                            onClick={() => {
                              removal.reset();
                              setDeleting(email);
                            }}
                          >
                            Delete
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this e-mail?"
        confirmLabel="Delete"
        danger
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting?.status === 'pending'
          ? `“${deleting.subject}” will not be sent.`
          : `“${deleting?.subject ?? ''}” is removed from this list.`}
        {removal.isError ? (
          <Alert color="red" mt="sm">
            {firstError(removal.error, 'The e-mail could not be deleted.')}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
