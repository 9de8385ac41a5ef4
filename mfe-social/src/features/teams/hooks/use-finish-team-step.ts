import { useNavigate } from 'react-router';
import { useSetUserFlagMutation } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/**
 * Leaves the prestart wizard's team step (spec 3 s4 "Prestart steps": the team step is
 * skipped once the team tutorial is seen): the flag is saved, then the wizard's last step.
 */
export function useFinishTeamStep() {
  const navigate = useNavigate();
  const [setFlag, saving] = useSetUserFlagMutation();
  const finish = async () => {
    // The wizard goes on even if the flag could not be saved: the step is only skipped later.
    await setFlag({ flag: 'has_seen_team_tutorial', value: true })
      .unwrap()
      .catch(() => undefined);
    void navigate(paths['go.u.prestart.final']);
  };
  return { finish: () => void finish(), finishing: saving.isLoading };
}
