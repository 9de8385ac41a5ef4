import { PromotionalToolsTab } from '../features/dashboard/pages/promotional-tools-tab';
import { EmailParticipants } from '../features/emails/components/email-participants';

/** Promotional Tools with the e-mail form of the emails feature (one form, three screens). */
export function PromotionalToolsRoute() {
  return (
    <PromotionalToolsTab
      emailParticipants={(promotionId) => <EmailParticipants promotionId={promotionId} />}
    />
  );
}
