import { Alert, Select, Stack } from '@mantine/core';
import { LoadingBlock, PageTitle, RetryPanel, useGetMeQuery } from '@wellness/shared-ui';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useGetExpertWallsQuery } from '../api/wall-api';
import { CreatePostForm } from '../components/create-post-form';
import { ExpertWall } from '../components/expert-wall';

const wallPath = (id: number | string) =>
  paths['go.u.wallexpert.walls'].replace(':wallable_id', String(id));

/**
 * go.u.wallexpert.walls: /wallexpert/walls/{wallable_id}, the expert wall of one promotion
 * "with a selector to switch which promotion's wall is shown" (spec 2 s2). The selector lists
 * the walls the server lets the caller reach (GET /wall_expert/walls: a Poster their
 * organization's promotions, a Master every promotion); the page posts to and moderates the
 * chosen one. The server decides: a wall out of reach is "Wall could not be found".
 */
export function ExpertWallsPage() {
  const { wallable_id } = useParams();
  const navigate = useNavigate();
  const { data: me } = useGetMeQuery();
  const walls = useGetExpertWallsQuery();
  if (walls.isLoading || !me) return <LoadingBlock />;
  if (!walls.data)
    return (
      <RetryPanel message="The promotion walls could not be loaded." onRetry={walls.refetch} />
    );
  const wallableId = Number(wallable_id) || me.promotion_id;
  const wall = walls.data.find((option) => option.id === wallableId);
  const options = walls.data.map((option) => ({
    value: String(option.id),
    label: `${option.program_name} (${option.subdomain})`,
  }));

  return (
    <Stack gap="lg">
      <PageTitle>Expert Wall</PageTitle>
      <Select
        label="Promotion wall"
        data={options}
        value={wall ? String(wall.id) : null}
        placeholder="Choose a promotion"
        searchable
        allowDeselect={false}
        onChange={(value) => value && void navigate(wallPath(value))}
        maw={420}
      />
      {wall ? (
        <>
          <CreatePostForm
            key={`form-${wall.id}`}
            wallable={{ type: 'Promotion', id: wall.id }}
            label={`Write a post on the ${wall.program_name} wall`}
            canTag={false}
          />
          <ExpertWall key={wall.id} wallable={{ type: 'Promotion', id: wall.id }} />
        </>
      ) : (
        <Alert color="red" title="Wall could not be found">
          This promotion’s wall is not one you can open. Choose one of the promotion walls above.
        </Alert>
      )}
    </Stack>
  );
}
