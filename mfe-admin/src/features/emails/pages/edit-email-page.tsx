import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetCustomEmailQuery } from '../api/emails-api';
import { EmailForm } from '../components/email-form';
import { EmailNav } from '../components/email-nav';

/** /promotion/:promotionId/one_time_email/edit/:id: an e-mail not sent yet. */
export function EditEmailPage() {
  const params = useParams();
  const promotionId = Number(params.promotionId);
  const id = Number(params.id);
  const email = useGetCustomEmailQuery({ promotionId, id });
  const missing = email.error && 'status' in email.error && email.error.status === 404;
  // Decided on the first load: saving with Send now starts the sending, and the form stays to
  // show its progress.
  const [editable, setEditable] = useState<boolean | null>(null);
  if (email.data && editable === null) setEditable(email.data.status === 'pending');

  return (
    <>
      <PageTitle>Edit e-mail</PageTitle>
      <EmailNav promotionId={promotionId} />
      {email.isLoading ? <LoadingBlock label="Loading the e-mail" /> : null}
      {missing ? (
        <Alert color="yellow">
          {firstError(email.error, 'This e-mail could not be found.')}{' '}
          {/* The alert's own text colour: the theme's link colour lacks contrast on yellow. */}
          <Anchor
            component={Link}
            c="inherit"
            underline="always"
            to={paths['promotion.one_time_email.queue'](promotionId)}
          >
            Back to the queue
          </Anchor>
        </Alert>
      ) : email.error ? (
        <RetryPanel
          title="Something went wrong"
          message={firstError(email.error, 'The e-mail could not be loaded.')}
          onRetry={() => void email.refetch()}
        />
      ) : null}
      {email.data && editable === false ? (
        <Alert color="blue">
          This e-mail has already been sent, so it can no longer be changed.
        </Alert>
      ) : null}
      {email.data && editable ? (
        <EmailForm key={email.data.id} promotionId={promotionId} email={email.data} />
      ) : null}
    </>
  );
}
