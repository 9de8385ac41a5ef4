import { notifications } from '@mantine/notifications';

const CLOSE = { 'aria-label': 'Close notification' };

/** A toast of the team screens; errors stay until closed (spec 2 s9). */
export function teamToast(message: string) {
  notifications.show({ message, closeButtonProps: CLOSE });
}

export function teamErrorToast(message: string) {
  notifications.show({ color: 'red', message, autoClose: false, closeButtonProps: CLOSE });
}
