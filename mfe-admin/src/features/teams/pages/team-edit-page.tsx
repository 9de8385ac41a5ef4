import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  TEAM_STATUS,
  useAddTeamMemberMutation,
  useGetAdminTeamQuery,
  useMakeTeamLeaderMutation,
  useRemoveTeamMemberMutation,
  useUpdateAdminTeamMutation,
} from '../api/teams-api';
import { MemberSearch } from '../components/member-search';
import { TeamDetailsForm } from '../components/team-details-form';
import { TeamMembersEditor } from '../components/team-members-editor';
import { STATUS_LABEL, teamErrors } from '../lib/team-admin';

/**
 * /promotion/{promotionId}/teams/{teamId}/edit (spec 3 s2): a coordinator renames the team,
 * changes its status, deletes and undeletes it (back to pending), adds members found by the
 * search (users without a team), removes members and changes the leader.
 */
export function TeamEditPage() {
  const params = useParams();
  const teamId = Number(params.teamId);
  const team = useGetAdminTeamQuery(teamId);
  const [update, updating] = useUpdateAdminTeamMutation();
  const [add, adding] = useAddTeamMemberMutation();
  const [lead, leading] = useMakeTeamLeaderMutation();
  const [remove, removing] = useRemoveTeamMemberMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  const run = async (
    action: Promise<unknown> & { unwrap: () => Promise<unknown> },
    done: string,
  ) => {
    setErrors([]);
    setNotice('');
    try {
      await action.unwrap();
      setNotice(done);
    } catch (error) {
      setErrors(teamErrors(error));
    }
  };

  if (team.isLoading) return <LoadingBlock label="Loading team" />;
  if (!team.data) {
    return (
      <RetryPanel
        title="Team"
        message={teamErrors(team.error).join(' ')}
        onRetry={() => void team.refetch()}
      />
    );
  }
  const current = team.data;
  const busy = adding.isLoading || leading.isLoading || removing.isLoading;
  return (
    <Stack gap="lg">
      <PageTitle>{`Edit team: ${current.name}`}</PageTitle>
      <Anchor component={Link} to={paths['coordinator.dashboard.teams']}>
        Back to the teams
      </Anchor>
      <Text>
        Status: {STATUS_LABEL[current.status]} · {current.member_count} of {current.team_size_max}{' '}
        members
      </Text>
      {errors.length > 0 ? (
        <Alert color="red" title="The change was not made" role="alert">
          <List>
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {notice ? (
        <Text role="status" c="teal">
          {notice}
        </Text>
      ) : null}
      <TeamDetailsForm
        team={current}
        saving={updating.isLoading}
        onSave={(changes) =>
          void run(
            update({ id: current.id, ...changes }),
            changes.status === TEAM_STATUS.deleted && current.status !== TEAM_STATUS.deleted
              ? 'The team was deleted.'
              : 'The team was saved.',
          )
        }
      />
      <section aria-labelledby="members-title">
        <Title order={2} size="h4" id="members-title" mb="xs">
          Members
        </Title>
        <TeamMembersEditor
          members={current.team_members ?? []}
          busy={busy}
          onLeader={(member) =>
            void run(
              lead({ teamId: current.id, memberId: member.id }),
              `${member.user.profile.full_name} is now the leader.`,
            )
          }
          onRemove={(member) =>
            void run(
              remove({ teamId: current.id, memberId: member.id }),
              `${member.user.profile.full_name} was removed from the team.`,
            )
          }
        />
      </section>
      {current.status === TEAM_STATUS.deleted ? null : (
        <MemberSearch
          promotionId={current.promotion_id}
          full={current.is_full}
          adding={adding.isLoading}
          onAdd={(user) =>
            void run(
              add({ teamId: current.id, userId: user.id }),
              `${user.full_name} was added to the team.`,
            )
          }
        />
      )}
    </Stack>
  );
}
