import { Navigate } from 'react-router';
import { LoadingBlock, useGetMeQuery } from '@wellness/shared-ui';
import { evaluationPath, paths } from '../../../config/paths';
import { useGetPendingEvaluationQuery } from '../api/evaluations-api';

/** /usereval (go.evaluation): the pending programme evaluation, or home when none is (spec 3 s2). */
export function UserEvalRedirect() {
  const me = useGetMeQuery();
  const pending = useGetPendingEvaluationQuery(me.data?.promotion_id ?? 0, { skip: !me.data });
  if (me.isLoading || pending.isLoading || pending.isUninitialized) {
    return <LoadingBlock label="Looking for your evaluation" />;
  }
  return (
    <Navigate to={pending.data ? evaluationPath(pending.data.id) : paths['go.u.home']} replace />
  );
}
