import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useLogActivityMutation, useUnlogActivityMutation } from '../api/logging-api';
import type { EntryActivityInput } from '../api/types';

const DUPLICATE_ENTRY = 'Entry has already been taken';

/** The server's first message, in the words the participant should read. */
export function entryErrorMessage(error: unknown): string {
  const message = firstError(error);
  return message === DUPLICATE_ENTRY ? 'Activity has already been logged today' : message;
}

function showError(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: entryErrorMessage(error), autoClose: false });
}

/** Log and unlog on one entry; failures become red notifications. Resolves true on success. */
export function useEntryActions() {
  const [logActivity, logState] = useLogActivityMutation();
  const [unlogActivity, unlogState] = useUnlogActivityMutation();

  const log = async (input: EntryActivityInput) => {
    try {
      await logActivity(input).unwrap();
      return true;
    } catch (error) {
      showError('Could not log activity', error);
      return false;
    }
  };

  const unlog = async (input: Omit<EntryActivityInput, 'feels_value'>) => {
    try {
      await unlogActivity(input).unwrap();
      return true;
    } catch (error) {
      showError('Could not unlog activity', error);
      return false;
    }
  };

  return { log, unlog, isLogging: logState.isLoading, isUnlogging: unlogState.isLoading };
}
