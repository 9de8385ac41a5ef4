import { Button, Group } from '@mantine/core';
import type { Activity, EntryActivity } from '../api/types';
import type { BottomAction } from '../lib/bottom-action';

export interface ActivityHandlers {
  onLog: (activity: Activity) => void;
  onUnlog: (activity: Activity) => void;
  onAnswer: (activity: Activity) => void;
  /** 'paint': no work yet; leads home to pick a style (after the paint start delay). */
  onPaint: () => void;
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
    // A work exists: the log paints its next segment.
    case 'logging':
      return (
        <Button size="xs" onClick={() => on.onLog(activity)} aria-label={`Log ${name}`}>
          Log
        </Button>
      );
    // No work yet: the log is banked for the first one, and Start painting picks a style.
    case 'paint':
      return (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={on.onPaint}>
            Start painting
          </Button>
          <Button size="xs" onClick={() => on.onLog(activity)} aria-label={`Log ${name}`}>
            Log
          </Button>
        </Group>
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
