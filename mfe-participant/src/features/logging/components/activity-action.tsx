import { Button } from '@mantine/core';
import type { Activity, EntryActivity } from '../api/types';
import type { BottomAction } from '../lib/bottom-action';

export interface ActivityHandlers {
  onLog: (activity: Activity) => void;
  onUnlog: (activity: Activity) => void;
  onAnswer: (activity: Activity) => void;
}

interface ActivityActionProps extends ActivityHandlers {
  activity: Activity;
  action: BottomAction;
  logged: EntryActivity | undefined;
  /** Id of the text that says why the action is closed (locked, blocked, none). */
  reasonId: string | undefined;
}

/** The card's bottom action: a working control, or a disabled one pointing at its reason. */
export function ActivityAction({ activity, action, logged, reasonId, ...on }: ActivityActionProps) {
  const name = activity.name;
  switch (action) {
    case 'trivia':
      return (
        <Button size="xs" onClick={() => on.onAnswer(activity)} aria-label={`Answer quiz: ${name}`}>
          Answer quiz
        </Button>
      );
    case 'editing':
      return (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => on.onUnlog(activity)}
          aria-label={`Unlog ${name}`}
        >
          Unlog
        </Button>
      );
    // 'logging' needs the current work, which this view does not read yet (see bottom-action).
    case 'logging':
    case 'paint':
      return (
        <Button size="xs" onClick={() => on.onLog(activity)} aria-label={`Log ${name}`}>
          Log
        </Button>
      );
    default:
      return (
        <Button
          size="xs"
          variant={logged ? 'subtle' : 'filled'}
          disabled
          aria-describedby={reasonId}
          aria-label={`${logged ? 'Unlog' : 'Log'} ${name}`}
        >
          {logged ? 'Unlog' : 'Log'}
        </Button>
      );
  }
}
