import { useParams } from 'react-router';
import { PageTitle } from '@wellness/shared-ui';
import { EmailForm } from '../components/email-form';
import { EmailNav } from '../components/email-nav';

/** /promotion/:promotionId/one_time_email/create: a new one-time e-mail. */
export function CreateEmailPage() {
  const promotionId = Number(useParams().promotionId);
  return (
    <>
      <PageTitle>New e-mail</PageTitle>
      <EmailNav promotionId={promotionId} />
      <EmailForm promotionId={promotionId} />
    </>
  );
}
