import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetPromotionQuery } from '../api/promotions-api';
import type { Promotion } from '../api/promotions-api';
import { positiveIdOf } from '../lib/promotion-id';

const NOT_LOADED = 'Promotion could not be loaded.';

/** A promotion's sub-screen: the promotion of the route loaded, a title and a way back. */
export function PromotionSubPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (promotion: Promotion) => ReactNode;
}) {
  const id = positiveIdOf(useParams().promotionId);
  const query = useGetPromotionQuery(id ?? skipToken);
  const back = id ? (
    <Anchor component={Link} to={paths['promotion.view'](id)}>
      Back to the promotion
    </Anchor>
  ) : null;
  return (
    <Stack p="md">
      <PageTitle actions={back}>{title}</PageTitle>
      {!id || query.error ? (
        <RetryPanel
          title={NOT_LOADED}
          message={firstError(query.error, NOT_LOADED)}
          onRetry={() => void (id && query.refetch())}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <LoadingBlock label="Loading promotion" />
      ) : (
        <>
          <Text size="sm" maw={640}>
            {query.data.name}: {intro}
          </Text>
          {children(query.data)}
        </>
      )}
    </Stack>
  );
}
