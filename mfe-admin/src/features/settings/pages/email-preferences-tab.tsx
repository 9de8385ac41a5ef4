import { useOutletContext } from 'react-router';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useGetSubscriptionQuery } from '../api/settings-api';
import { EmailPreferencesForm } from '../components/email-preferences-form';
import { COULD_NOT_GET_USER } from '../lib/messages';
import type { SettingsContext } from './settings-page';

/**
 * Edit Preferences (spec 3 "Settings", /settings/email): which e-mails the user gets, for
 * oneself or, from the dashboard's Edit, for `?userId`. Read afresh on every visit: an
 * e-mail's unsubscribe link may have changed it meanwhile.
 */
export function EmailPreferencesTab() {
  const { settings } = useOutletContext<SettingsContext>();
  const subscription = useGetSubscriptionQuery(settings.id, { refetchOnMountOrArgChange: true });

  if (subscription.isError) {
    return (
      <RetryPanel
        message={COULD_NOT_GET_USER}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }
  if (!subscription.data) return <LoadingBlock />;
  return <EmailPreferencesForm userId={settings.id} subscription={subscription.data} />;
}
