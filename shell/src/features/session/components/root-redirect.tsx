import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingBlock, useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { storeRegistrationEmail } from '../../../lib/registration-email';
import { signedInStart } from '../lib/guard-rules';

/**
 * `/` (spec 3 s2 "Root redirect"): `?email=` is stored as the prefilled registration e-mail
 * (the `registration_email` cookie the registration form reads) and the page reloads without
 * the query; then signed-in users go to the start page of their role (/prestart/basics before
 * the programme starts) and everyone else to /welcome.
 */
export function RootRedirect() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const { data: user, isLoading } = useGetMeQuery(undefined, { skip: email !== null });
  const promotion = useGetCurrentPromotionQuery(undefined, { skip: email !== null || !user });

  useEffect(() => {
    if (email === null) return;
    const typed = email.trim();
    if (typed) storeRegistrationEmail(typed);
  }, [email]);

  if (email !== null) return <Navigate to={paths.root} replace />;
  if (isLoading || (user && promotion.isLoading)) return <LoadingBlock />;
  return <Navigate to={user ? signedInStart(user, promotion.data) : paths.welcome} replace />;
}
