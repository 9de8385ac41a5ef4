import { useState } from 'react';
import { Alert, Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useGetPromotionUserQuery,
  useGrantableRolesQuery,
  useSavePromotionUserMutation,
} from '../api/promotion-users-api';
import type { PromotionUser, PromotionUserInput } from '../api/promotion-users-api';
import { SuperCoordinatorPromotions } from '../components/super-coordinator-promotions';
import { positiveIdOf } from '../lib/promotion-id';

export const SAVE_USER_FAILED = 'Could not save the user.';
export const USER_NOT_LOADED = 'Could not get user.';
const EMPTY: PromotionUserInput = { first_name: '', last_name: '', email: '', role: 'User' };

function UserForm(props: { promotionId: number; user?: PromotionUser; roles: string[] }) {
  const { promotionId, user, roles } = props;
  const navigate = useNavigate();
  const [values, setValues] = useState<PromotionUserInput>(() =>
    user
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          role: user.role,
        }
      : EMPTY,
  );
  const [save, saving] = useSavePromotionUserMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const field = (key: keyof PromotionUserInput, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      required
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
    />
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblems(null);
    try {
      const saved = await save({ promotionId, id: user?.id, body: values }).unwrap();
      notifications.show({
        color: 'green',
        message: `${saved.first_name} ${saved.last_name} saved.`,
      });
      // A new super coordinator stays here, to be given promotions; others go to the list.
      if (!user && saved.role !== 'Super Coordinator') {
        void navigate(paths['promotion.users'](promotionId));
      } else if (!user) {
        void navigate(paths['promotion.user'](promotionId, saved.id), { replace: true });
      }
    } catch (failure) {
      const errors = (failure as { data?: { errors?: unknown } })?.data?.errors;
      setProblems(
        Array.isArray(errors) ? errors.map(String) : [firstError(failure, SAVE_USER_FAILED)],
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="User" noValidate>
      <Stack maw={480}>
        {field('first_name', 'First name')}
        {field('last_name', 'Last name')}
        {field('email', 'Email', 'email')}
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={roles}
          value={values.role}
          onChange={(role) => role && setValues({ ...values, role })}
        />
        {problems ? (
          <Alert color="red" title={SAVE_USER_FAILED} role="alert">
            {problems.join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
          <Button component={Link} to={paths['promotion.users'](promotionId)} variant="default">
            Back to users
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /promotion/{id}/user (spec 3 s2): adds a user to the promotion, or edits one (?userId). */
export function PromotionUserPage() {
  const promotionId = positiveIdOf(useParams().promotionId);
  const userId = positiveIdOf(useSearchParams()[0].get('userId'));
  const user = useGetPromotionUserQuery(
    promotionId && userId ? { promotionId, id: userId } : skipToken,
  );
  const roles = useGrantableRolesQuery(promotionId ?? skipToken);
  const title = userId ? 'Edit user' : 'Add user';
  const failed = !promotionId || user.error || roles.error;

  return (
    <Stack p="md">
      <PageTitle
        actions={
          promotionId ? (
            <Anchor component={Link} to={paths['promotion.view'](promotionId)}>
              Back to the promotion
            </Anchor>
          ) : null
        }
      >
        {title}
      </PageTitle>
      {failed ? (
        <RetryPanel
          title={USER_NOT_LOADED}
          message={firstError(user.error ?? roles.error, USER_NOT_LOADED)}
          onRetry={() => {
            if (userId) void user.refetch();
            if (promotionId) void roles.refetch();
          }}
          retrying={user.isFetching || roles.isFetching}
        />
      ) : !roles.data || (userId && !user.data) ? (
        <LoadingBlock label="Loading user" />
      ) : (
        <>
          <UserForm
            key={user.data?.id ?? 'new'}
            promotionId={promotionId}
            user={user.data}
            roles={roles.data}
          />
          {user.data?.role === 'Super Coordinator' ? (
            <SuperCoordinatorPromotions promotionId={promotionId} userId={user.data.id} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
