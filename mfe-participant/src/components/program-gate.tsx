import type { ReactNode } from 'react';
import {
  LoadingBlock,
  RetryPanel,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';

interface ProgramGateProps {
  /** Shown with a Retry button when either call fails. */
  message?: string;
  children: (loaded: { me: User; promotion: Promotion }) => ReactNode;
}

/** Renders its page once the signed-in user and their promotion are both loaded. */
export function ProgramGate({
  message = 'Could not load the program.',
  children,
}: ProgramGateProps) {
  const meQuery = useGetMeQuery();
  const promotionQuery = useGetCurrentPromotionQuery();
  const me = meQuery.data;
  const promotion = promotionQuery.data;

  if (meQuery.isLoading || promotionQuery.isLoading) return <LoadingBlock />;
  if (!me || !promotion) {
    const retry = () => {
      void meQuery.refetch();
      void promotionQuery.refetch();
    };
    return <RetryPanel message={message} onRetry={retry} />;
  }
  return <>{children({ me, promotion })}</>;
}
