import { useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LoadingBlock, RetryPanel, firstError } from '@wellness/shared-ui';
import {
  useAssignSuperCoordinatorPromotionsMutation,
  useSuperCoordinatorPromotionsQuery,
} from '../api/promotion-users-api';
import type { AssignablePromotion } from '../api/promotion-users-api';

export const ASSIGN_FAILED = 'Could not save the promotions.';
const NOT_LOADED = 'Promotions could not be loaded.';

function AssignmentForm(props: {
  promotionId: number;
  userId: number;
  promotions: AssignablePromotion[];
}) {
  const { promotionId, userId, promotions } = props;
  const [chosen, setChosen] = useState(
    () => new Set(promotions.filter((p) => p.assigned).map((p) => p.id)),
  );
  const [assign, assigning] = useAssignSuperCoordinatorPromotionsMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setProblem(null);
    try {
      await assign({ promotionId, id: userId, promotionIds: [...chosen] }).unwrap();
      notifications.show({ color: 'green', message: 'Promotions saved.' });
    } catch (error) {
      setProblem(firstError(error, ASSIGN_FAILED));
    }
  };

  return (
    <Stack gap="xs">
      {promotions.map((promotion) => (
        <Checkbox
          key={promotion.id}
          label={`${promotion.name} (${promotion.subdomain})`}
          checked={chosen.has(promotion.id)}
          onChange={(event) => toggle(promotion.id, event.currentTarget.checked)}
        />
      ))}
      {problem ? (
        <Alert color="red" title={ASSIGN_FAILED} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Button w="fit-content" loading={assigning.isLoading} onClick={() => void save()}>
        Save promotions
      </Button>
    </Stack>
  );
}

/**
 * Spec 3 s6 "assigns super-coordinator promotions": the other promotions of the user's
 * organization that the Super Coordinator may pick on the dashboard.
 */
export function SuperCoordinatorPromotions({
  promotionId,
  userId,
}: {
  promotionId: number;
  userId: number;
}) {
  const query = useSuperCoordinatorPromotionsQuery({ promotionId, id: userId });
  return (
    <Fieldset legend="Super coordinator promotions" maw={560}>
      <Text size="sm" mb="sm">
        Besides their own promotion, the promotions of the same organization this super coordinator
        picks among on the dashboard.
      </Text>
      {query.error ? (
        <RetryPanel
          title={NOT_LOADED}
          message={firstError(query.error, NOT_LOADED)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {!query.data && !query.error ? <LoadingBlock label="Loading promotions" /> : null}
      {query.data?.length === 0 ? (
        <Text size="sm">Their organization has no other promotions to assign.</Text>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <AssignmentForm
          key={query.data.map((p) => `${p.id}:${p.assigned}`).join()}
          promotionId={promotionId}
          userId={userId}
          promotions={query.data}
        />
      ) : null}
    </Fieldset>
  );
}
