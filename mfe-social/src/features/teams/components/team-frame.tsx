import type { ReactNode } from 'react';
import type { CurrentCompetition, Promotion, User } from '@wellness/shared-ui';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ContentBlock, EmptyState, LoadingBlock, PageTitle } from '@wellness/shared-ui';
import { useTeamEvents } from '../hooks/use-team-events';
import { useFinishTeamStep } from '../hooks/use-finish-team-step';
import { useTeamSession } from '../hooks/use-team-session';
import { useTeamFlow } from './team-flow';
import { COMPETITION_CONTENT } from '../lib/team-messages';

/**
 * The frame of the /artprize screens (title Team) and of their prestart equivalents (title
 * Getting started, with Continue to the wizard's next step): the team instructions dialog and
 * the states where there is nothing to do yet (teams off, no competition).
 */
export interface TeamContext {
  user: User;
  promotion: Promotion;
  competition: CurrentCompetition;
}

export function TeamFrame({ children }: { children: (context: TeamContext) => ReactNode }) {
  const [instructions, { open, close }] = useDisclosure(false);
  const { user, promotion, competition, isLoading } = useTeamSession();
  const flow = useTeamFlow();
  const { finish, finishing } = useFinishTeamStep();
  useTeamEvents();
  const prestart = flow.kind === 'prestart';

  let body: ReactNode;
  if (isLoading || !user || !promotion) body = <LoadingBlock label="Loading team" />;
  else if (!promotion.is_teams_enabled || !competition) {
    body = (
      <EmptyState
        title="There is no team competition right now."
        description="When your programme opens one, you can start or join a team here."
      />
    );
  } else body = children({ user, promotion, competition });

  return (
    <>
      <PageTitle
        actions={
          <Button variant="default" onClick={open}>
            Team instructions
          </Button>
        }
      >
        {prestart ? 'Getting started' : 'Team'}
      </PageTitle>
      {prestart ? (
        <Text c="dimmed" mb="md">
          Join a team
        </Text>
      ) : null}
      {body}
      {prestart ? (
        <Group justify="flex-end" mt="lg">
          <Button variant="default" loading={finishing} onClick={finish}>
            Continue
          </Button>
        </Group>
      ) : null}
      <Modal opened={instructions} onClose={close} title="Team instructions" centered size="lg">
        <ContentBlock
          category={COMPETITION_CONTENT}
          contentKey="team_instructions"
          titleOrder={false}
        />
      </Modal>
    </>
  );
}
