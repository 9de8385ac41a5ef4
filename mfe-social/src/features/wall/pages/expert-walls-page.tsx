import { Select, Stack } from '@mantine/core';
import {
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ExpertWall } from '../components/expert-wall';

const wallPath = (id: string) => paths['go.u.wallexpert.walls'].replace(':wallable_id', id);

/**
 * go.u.wallexpert.walls: /wallexpert/walls/{wallable_id}, the expert wall of one promotion.
 * There is no cross-promotion wall API yet (GET /api/posts always answers the caller's own
 * promotion), so the selector lists only the caller's current promotion for now.
 */
export function ExpertWallsPage() {
  const { wallable_id } = useParams();
  const navigate = useNavigate();
  const { data: promotion, isLoading, refetch } = useGetCurrentPromotionQuery();
  if (isLoading) return <LoadingBlock />;
  if (!promotion) return <RetryPanel message="Could not load the program." onRetry={refetch} />;
  const wallableId = Number(wallable_id) || promotion.id;
  const options = [{ value: String(promotion.id), label: promotion.program_name }];

  return (
    <Stack gap="lg">
      <PageTitle>Expert Wall</PageTitle>
      <Select
        label="Promotion wall"
        data={options}
        value={String(wallableId)}
        allowDeselect={false}
        onChange={(value) => value && void navigate(wallPath(value))}
        maw={360}
      />
      <ExpertWall key={wallableId} wallable={{ type: 'Promotion', id: wallableId }} />
    </Stack>
  );
}
