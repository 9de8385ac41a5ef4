import { useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@wellness/shared-ui';

/** A friend action waiting for its confirmation (spec 2 s8 "friend confirmations"). */
export interface FriendAction {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

/** Builds the confirmation of each friend action: add, remove, invite, accept, decline, withdraw, resend. */
export const friendActions = {
  add: (name: string) => ({
    title: 'Add Friend',
    text: `Send ${name} a friend request?`,
    confirmLabel: 'Send request',
  }),
  remove: (name: string) => ({
    title: 'Remove Friend',
    text: `Remove ${name} from your friends?`,
    confirmLabel: 'Remove',
    danger: true,
  }),
  invite: (emails: string) => ({
    title: 'Invite by E-mail',
    text: `Send an invitation to join to ${emails}?`,
    confirmLabel: 'Send invite',
  }),
  accept: (name: string) => ({
    title: 'Accept Request',
    text: `Accept ${name}'s friend request?`,
    confirmLabel: 'Accept',
  }),
  decline: (name: string) => ({
    title: 'Decline Request',
    text: `Decline ${name}'s friend request?`,
    confirmLabel: 'Decline',
    danger: true,
  }),
  withdraw: (name: string) => ({
    title: 'Withdraw Request',
    text: `Withdraw your friend request to ${name}?`,
    confirmLabel: 'Withdraw',
    danger: true,
  }),
  resend: (name: string) => ({
    title: 'Resend Request',
    text: `Send your friend request to ${name} again?`,
    confirmLabel: 'Resend',
  }),
};

/** One confirmation dialog for a list of friend actions: `ask` opens it, confirming runs it. */
export function useFriendConfirm() {
  const [action, setAction] = useState<FriendAction | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setAction(null);
  const dialog = (
    <ConfirmDialog
      opened={action !== null}
      title={action?.title ?? ''}
      confirmLabel={action?.confirmLabel ?? 'OK'}
      danger={action?.danger}
      busy={busy}
      onClose={close}
      onConfirm={() => {
        if (!action) return;
        setBusy(true);
        void action.run().finally(() => {
          setBusy(false);
          close();
        });
      }}
    >
      {action?.text}
    </ConfirmDialog>
  );
  return { ask: setAction, dialog };
}
