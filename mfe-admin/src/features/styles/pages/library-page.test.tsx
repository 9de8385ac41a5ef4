import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { GalleryImage, LibraryListing } from '../api/styles-api';
import { ImageLibraryPage } from './library-page';

const envelope = (data: unknown) => ({ body: { data, meta: {} } });
const root = { label: 'Libraries', path: '/' };
const imageFolder = { label: 'Image Library', path: '/image/' };
const folder = (name: string, label: string, count: number) => ({
  name,
  label,
  path: `/image/${name}/`,
  files_count: count,
});
const picture = (id: number, filename: string, deleted = false): GalleryImage => ({
  id,
  library: 'image',
  category: 'wide',
  filename,
  width: 500,
  height: 300,
  http_path: `/api/gallery_images/${id}/file`,
  edit_path: `/api/gallery_images/${id}`,
  deleted,
});
const listings = (files: GalleryImage[]): Record<string, LibraryListing> => ({
  '/': {
    ...root,
    parents: [],
    folders: [
      { name: 'image', ...imageFolder, files_count: 2 },
      { name: 'frame', label: 'Frame Library', path: '/frame/', files_count: 0 },
    ],
    files: [],
  },
  '/image/': {
    ...imageFolder,
    parents: [root],
    folders: [
      folder('wide', 'Landscape', 1),
      folder('square', 'Square', 0),
      folder('tall', 'Portrait', 0),
    ],
    files: [],
  },
  '/image/wide/': {
    label: 'Landscape',
    path: '/image/wide/',
    parents: [root, imageFolder],
    folders: [],
    files,
  },
});

function setup(files: GalleryImage[], change?: (request: Request) => GalleryImage) {
  let current = files;
  const fetchMock = mockFetch({
    'GET /api/promotions/2/gallery_images': () => envelope(listings(current)['/']),
    'GET /api/promotions/2/gallery_images/image': () => envelope(listings(current)['/image/']),
    'GET /api/promotions/2/gallery_images/image/wide': () =>
      envelope(listings(current)['/image/wide/']),
    'DELETE /api/gallery_images/9': (request) => {
      const changed = change!(request);
      current = current.map((image) => (image.id === changed.id ? changed : image));
      return envelope(changed);
    },
    'DELETE /api/gallery_images/9?undelete=true': (request) => {
      const changed = change!(request);
      current = current.map((image) => (image.id === changed.id ? changed : image));
      return envelope(changed);
    },
  });
  const view = renderWithProviders(<ImageLibraryPage />, {
    route: '/promotion/2/image_library',
    path: '/promotion/:promotionId/image_library',
  });
  const deletes = () =>
    fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'DELETE')
      .map((request) => new URL(request.url).search);
  return { ...view, deletes };
}

test('opens on its library: into a folder, up, and back to a named folder', async () => {
  const { user } = setup([picture(9, 'beach.png')]);
  const crumbs = await screen.findByRole('navigation', { name: 'Folders above' });
  expect(within(crumbs).getByText('Image Library')).toHaveAttribute('aria-current', 'location');
  await user.click(screen.getByRole('button', { name: 'Open Landscape (1 image)' }));
  expect(await screen.findByRole('list', { name: 'Landscape images' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'beach.png' })).toBeInTheDocument();
  expect(screen.getByLabelText('Upload to Landscape')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Up' }));
  expect(await screen.findByRole('button', { name: /^Open Square/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open Landscape (1 image)' }));
  await screen.findByRole('list', { name: 'Landscape images' });
  await user.click(
    within(screen.getByRole('navigation', { name: 'Folders above' })).getByRole('button', {
      name: 'Libraries',
    }),
  );
  expect(await screen.findByRole('button', { name: /^Open Frame Library/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Up' })).toBeDisabled();
});

test('selects a picture, removes it after the confirmation and undeletes it', async () => {
  const { user, deletes } = setup([picture(9, 'beach.png'), picture(8, 'lake.png')], (request) =>
    picture(9, 'beach.png', !new URL(request.url).search.includes('undelete=true')),
  );
  await user.click(await screen.findByRole('button', { name: 'Open Landscape (1 image)' }));
  await user.click(await screen.findByRole('button', { name: 'Select beach.png' }));
  expect(screen.getByRole('button', { name: 'Selected: beach.png' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const panel = screen.getByRole('region', { name: 'Selected image' });
  expect(within(panel).getByText('500 × 300 pixels')).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove image' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete this image?');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(deletes()).toEqual(['']));
  expect(
    await within(screen.getByRole('list', { name: 'Landscape images' })).findByText('Removed'),
  ).toBeInTheDocument();

  await user.click(
    within(screen.getByRole('region', { name: 'Selected image' })).getByRole('button', {
      name: 'Undelete',
    }),
  );
  await waitFor(() => expect(deletes()).toEqual(['', '?undelete=true']));
  await waitFor(() => expect(screen.queryByText('Removed')).not.toBeInTheDocument());
});

test('says the library could not be read, in the spec words', async () => {
  mockFetch({
    'GET /api/promotions/2/gallery_images/image': { status: 500, body: { errors: ['Down'] } },
  });
  renderWithProviders(<ImageLibraryPage />, {
    route: '/promotion/2/image_library',
    path: '/promotion/:promotionId/image_library',
  });
  expect(
    await screen.findByText('Image Library Categories could not be found'),
  ).toBeInTheDocument();
});
