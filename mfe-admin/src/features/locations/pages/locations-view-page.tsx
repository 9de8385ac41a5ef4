import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock, PageTitle } from '@wellness/shared-ui';
import { useGetLocationsQuery } from '../api/locations-api';
import { LocationTree } from '../components/location-tree';
import { LocationUpload } from '../components/location-upload';
import { useLocationsPromotionId } from '../lib/use-locations-promotion';

/** /locations/view: the location tree editor (spec 1 routes table, "locations"). */
export function LocationsViewPage() {
  const promotionId = useLocationsPromotionId();
  return (
    <Stack p="md">
      <PageTitle
        actions={
          <Anchor component={Link} to="/locations/settings">
            Label settings
          </Anchor>
        }
      >
        Locations
      </PageTitle>
      {promotionId ? <Editor promotionId={promotionId} /> : <LoadingBlock />}
    </Stack>
  );
}

function Editor({ promotionId }: { promotionId: number }) {
  const { refetch } = useGetLocationsQuery(promotionId);
  return (
    <>
      <LocationUpload promotionId={promotionId} onDone={() => void refetch()} />
      <LocationTree promotionId={promotionId} />
    </>
  );
}
