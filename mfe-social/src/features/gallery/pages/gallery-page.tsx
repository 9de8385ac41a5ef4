import { Center, Group, Pagination, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  RouteTabs,
  useGetMeQuery,
} from '@wellness/shared-ui';
import type { RouteTab } from '@wellness/shared-ui';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { GALLERY_FILTERS, GALLERY_PAGE_SIZE, useGetGalleryPostsQuery } from '../api/gallery-api';
import type { GalleryFilter } from '../api/gallery-api';
import { ArtCard } from '../components/art-card';
import { Walkthrough } from '../components/walkthrough';
import type { GalleryLayout } from '../components/art-card';
import { EMPTY_TEXT, FILTER_LABELS, pageCount } from '../lib/gallery';

export const galleryPath = (filter: GalleryFilter) =>
  paths['go.u.gallery.filter'].replace(':filter', filter);

const TABS: RouteTab<GalleryFilter>[] = GALLERY_FILTERS.map((filter) => ({
  value: filter,
  label: FILTER_LABELS[filter],
  to: galleryPath(filter),
}));

const isFilter = (value: string | undefined): value is GalleryFilter =>
  (GALLERY_FILTERS as readonly string[]).includes(value ?? '');

/** /art-gallery opens the whole gallery. */
export const GalleryIndexRedirect = () => <Navigate to={galleryPath('all')} replace />;

/** /art-gallery/{filter}: finished works in a list or a grid, 30 a page (spec 2 s2). */
export function GalleryPage() {
  const { filter } = useParams();
  if (!isFilter(filter)) return <Navigate to={galleryPath('all')} replace />;
  return <Gallery key={filter} filter={filter} />;
}

function Gallery({ filter }: { filter: GalleryFilter }) {
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<GalleryLayout>('list');
  const { data: me } = useGetMeQuery();
  const [walkthroughClosed, setWalkthroughClosed] = useState(false);
  const { data, isLoading, isError, refetch } = useGetGalleryPostsQuery({ filter, page });
  const posts = data?.data ?? [];
  const total = data?.meta.total_records ?? 0;
  return (
    <Stack gap="lg">
      <PageTitle>Art Gallery</PageTitle>
      {me && !me.has_seen_gallery_walkthrough && !walkthroughClosed && (
        <Walkthrough
          type="gallery"
          completionFlag="has_seen_gallery_walkthrough"
          onDone={() => setWalkthroughClosed(true)}
        />
      )}
      <RouteTabs label="Gallery filters" tabs={TABS} active={filter} />
      <Group justify="flex-end">
        <SegmentedControl
          aria-label="Layout"
          value={layout}
          onChange={(value) => setLayout(value as GalleryLayout)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'grid', label: 'Grid' },
          ]}
        />
      </Group>
      {isLoading && <LoadingBlock />}
      {isError && <RetryPanel message="The gallery could not be loaded." onRetry={refetch} />}
      {data && posts.length === 0 && (
        <EmptyState title={EMPTY_TEXT[filter].title} description={EMPTY_TEXT[filter].text} />
      )}
      {posts.length > 0 && (
        <SimpleGrid cols={layout === 'grid' ? { base: 1, xs: 2, md: 3 } : 1} spacing="lg">
          {posts.map((post) => (
            <ArtCard key={post.id} post={post} layout={layout} meId={me?.id ?? null} />
          ))}
        </SimpleGrid>
      )}
      {total > GALLERY_PAGE_SIZE && (
        <Center>
          <Pagination
            total={pageCount(total, GALLERY_PAGE_SIZE)}
            value={page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo?.({ top: 0 });
            }}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          />
        </Center>
      )}
    </Stack>
  );
}
