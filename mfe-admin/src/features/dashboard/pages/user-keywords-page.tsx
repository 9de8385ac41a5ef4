import { Link, useParams } from 'react-router';
import { Alert, Anchor, Stack } from '@mantine/core';
import { PageTitle } from '@wellness/shared-ui';
import { KEYWORDS_NOT_FOUND, KeywordsTable } from '../../../components/keywords/keywords-table';
import { paths } from '../../../config/paths';

/**
 * /promotion/{promotionId}/user/{userId}/keywords: a user's keywords (spec 3 s3, s7 "GET
 * /users/{id}/keywords"), reached from the dashboard's participants list.
 */
export function UserKeywordsPage() {
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  return (
    <Stack gap="md">
      <PageTitle>User keywords</PageTitle>
      <Anchor component={Link} to={paths['coordinator.dashboard.participants']} w="fit-content">
        Back to participants
      </Anchor>
      {valid ? (
        <KeywordsTable of={{ type: 'users', id: userId }} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {KEYWORDS_NOT_FOUND}
        </Alert>
      )}
    </Stack>
  );
}
