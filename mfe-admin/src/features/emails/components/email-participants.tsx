import { Paper, Text, Title } from '@mantine/core';
import { EmailForm } from './email-form';

export interface EmailParticipantsProps {
  promotionId: number;
}

/** The coordinators' "E-mail participants" section of Promotional Tools (spec 3 s2). */
export function EmailParticipants({ promotionId }: EmailParticipantsProps) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      mt="lg"
      component="section"
      aria-labelledby="email-participants"
    >
      <Title order={2} size="h4" mb="xs" id="email-participants">
        E-mail participants
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Write to your participants, or some of them, now or at a time you choose.
      </Text>
      <EmailForm promotionId={promotionId} />
    </Paper>
  );
}
