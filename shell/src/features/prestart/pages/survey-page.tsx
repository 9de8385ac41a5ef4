import { FullScreenDialog } from '../../../components/full-screen-dialog';
import { useNavigate } from 'react-router';
import { LoadingBlock, useGetMeQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { EmotionalSurvey } from '../components/emotional-survey';

/** Spec 3 s2: the "My Stats" end-of-programme survey's full-screen dialog title. */
export const SURVEY_TITLE = 'My Stats';

/** Back to the page before, or home when the survey was opened first (spec 3 s2). */
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths['go.u.home'], { replace: true });
  };
}

/**
 * /survey: the questionnaire again as the "My Stats" survey (spec 3 s2 full-screen dialog, s4
 * "Survey"): one question at a time, back allowed, the last submits; closing before that asks
 * "Incomplete"; saving clears the pending-survey flag.
 */
export function SurveyPage() {
  const me = useGetMeQuery();
  const leave = useLeave();
  return (
    <FullScreenDialog title={SURVEY_TITLE} onClose={leave} closeLabel="Close survey">
      {me.data ? (
        <EmotionalSurvey promotionId={me.data.promotion_id} source="eop" onSaved={leave} />
      ) : (
        <LoadingBlock label="Loading the survey" />
      )}
    </FullScreenDialog>
  );
}
