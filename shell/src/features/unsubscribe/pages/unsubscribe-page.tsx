import { useEffect, useRef } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import {
  ContentView,
  PageTitle,
  useContent,
  useDelayedFlag,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useUnsubscribeMutation } from '../api/unsubscribe-api';
import {
  NO_EMAIL,
  UNSUBSCRIBED_CONTENT,
  UNSUBSCRIBED_FALLBACK,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_LOADING_DELAY_MS,
} from '../lib/messages';

/**
 * /unsubscribe?email&token (spec 2 "Support and other"), the link of every e-mail, signed in
 * or not: opening it unsubscribes the address from the promotion this host serves.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token') ?? undefined;
  const promotion = useGetCurrentPromotionQuery();
  const promotionId = promotion.data?.id;
  const [unsubscribe, result] = useUnsubscribeMutation();
  const content = useContent(UNSUBSCRIBED_CONTENT.category, UNSUBSCRIBED_CONTENT.key);

  // Once per link: React's development double effects and re-renders must not send it twice.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!email || promotionId === undefined) return;
    const link = JSON.stringify([email, token, promotionId]);
    if (sentFor.current === link) return;
    sentFor.current = link;
    void unsubscribe({ email, promotion_id: promotionId, ...(token ? { token } : {}) });
  }, [email, token, promotionId, unsubscribe]);

  const failed = result.isError || promotion.isError;
  const succeeded = result.isSuccess && !failed;
  const waiting = Boolean(email) && !failed && (!succeeded || content.isLoading);
  const showLoader = useDelayedFlag(waiting, UNSUBSCRIBE_LOADING_DELAY_MS);

  return (
    <Stack gap="md" maw={640}>
      <PageTitle>Unsubscribe</PageTitle>
      {!email ? <Text>{NO_EMAIL}</Text> : null}
      {showLoader ? (
        <Center py="xl" role="status">
          <Loader aria-hidden size="md" />
          <VisuallyHidden>Unsubscribing</VisuallyHidden>
        </Center>
      ) : null}
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {UNSUBSCRIBE_FAILED}
        </Alert>
      ) : null}
      {succeeded && !content.isLoading ? (
        content.item ? (
          <ContentView item={content.item} titleOrder={2} />
        ) : (
          <Text>{UNSUBSCRIBED_FALLBACK}</Text>
        )
      ) : null}
      {succeeded || !email ? (
        <Text>
          <Anchor component={Link} to={paths['settings.email']}>
            Change which e-mails you receive in Settings
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

/** /unsubscribe/{email}, the legacy link: the same screen at /unsubscribe?email (spec 2). */
export function LegacyUnsubscribeRedirect() {
  const { email = '' } = useParams();
  const { search } = useLocation();
  const rest = [...new URLSearchParams(search)].filter(([name]) => name !== 'email');
  const query = new URLSearchParams([['email', email], ...rest]);
  return <Navigate to={{ pathname: paths.unsubscribe, search: `?${query}` }} replace />;
}
