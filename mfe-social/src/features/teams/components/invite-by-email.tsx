import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useInviteToTeamMutation } from '../api/teams-api';
import { TEAM_MESSAGES } from '../lib/team-messages';
import { teamToast, teamErrorToast } from '../lib/team-toast';

export const EMAIL_INVALID = 'Enter a valid e-mail address.';

/** Invites someone by e-mail (spec 2 s8: "Invite successfully sent!" / "Oops, something went wrong"). */
export function InviteByEmail({ teamId }: { teamId: number }) {
  const [invite, inviting] = useInviteToTeamMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(EMAIL_INVALID);
      return;
    }
    setError(null);
    try {
      await invite({ teamId, email: address }).unwrap();
      setEmail('');
      teamToast(TEAM_MESSAGES.inviteSent);
    } catch {
      teamErrorToast(TEAM_MESSAGES.somethingWrong);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label="Invite by e-mail"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" loading={inviting.isLoading}>
          Send invite
        </Button>
      </Group>
    </form>
  );
}
