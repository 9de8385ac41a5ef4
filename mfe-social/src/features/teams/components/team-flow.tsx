import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { createPath, joinPath, myTeamPath } from '../lib/team-paths';

/**
 * Which screens the team pages lead to: the team competition's (/artprize) or the prestart
 * wizard's equivalents (spec 2 s2 "The prestart onboarding flow has equivalent create, join and
 * myteam screens"; services/social README "Team screens").
 */
export interface TeamFlow {
  kind: 'artprize' | 'prestart';
  join: string;
  create: string;
  myteam: string;
}

export const ARTPRIZE_FLOW: TeamFlow = {
  kind: 'artprize',
  join: joinPath,
  create: createPath,
  myteam: myTeamPath,
};

export const PRESTART_FLOW: TeamFlow = {
  kind: 'prestart',
  join: paths['go.u.prestart.team.join'],
  create: paths['go.u.prestart.team.create'],
  myteam: paths['go.u.prestart.team.myteam'],
};

const TeamFlowContext = createContext<TeamFlow>(ARTPRIZE_FLOW);

export const useTeamFlow = () => useContext(TeamFlowContext);

export function TeamFlowProvider({ flow, children }: { flow: TeamFlow; children: ReactNode }) {
  return <TeamFlowContext.Provider value={flow}>{children}</TeamFlowContext.Provider>;
}
