import { PRESTART_FLOW, TeamFlowProvider } from '../components/team-flow';
import { CreatePage } from './create-page';
import { JoinPage } from './join-page';
import { MyTeamPage } from './myteam-page';

/**
 * The prestart wizard's team screens (spec 2 s2 "The prestart onboarding flow has equivalent
 * create, join and myteam screens"; spec 3 s4 the team step): the same screens leading to each
 * other under /prestart/team, with Continue to the wizard's last step.
 */
export function PrestartJoinPage() {
  return (
    <TeamFlowProvider flow={PRESTART_FLOW}>
      <JoinPage />
    </TeamFlowProvider>
  );
}

export function PrestartCreatePage() {
  return (
    <TeamFlowProvider flow={PRESTART_FLOW}>
      <CreatePage />
    </TeamFlowProvider>
  );
}

export function PrestartMyTeamPage() {
  return (
    <TeamFlowProvider flow={PRESTART_FLOW}>
      <MyTeamPage />
    </TeamFlowProvider>
  );
}
