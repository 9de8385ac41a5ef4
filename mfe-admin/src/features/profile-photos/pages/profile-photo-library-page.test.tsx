import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { ProfilePhotoLibraryPage } from './profile-photo-library-page';

const render = () =>
  renderWithProviders(<ProfilePhotoLibraryPage />, {
    route: '/promotion/12/profile_photo_library',
    path: '/promotion/:promotionId/profile_photo_library',
  });
const list = (images: unknown[]) => ({ body: { data: images, meta: {} } });

describe('ProfilePhotoLibraryPage (/promotion/{id}/profile_photo_library)', () => {
  it('says so when the library is empty', async () => {
    mockFetch({ 'GET /api/profile_images?promotion_id=12': list([]) });
    render();
    expect(await screen.findByText('No profile images yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add profile image' })).toBeInTheDocument();
  });

  it('deletes an image only after the confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/profile_images?promotion_id=12': list([
        { id: 4, url: '/api/files/public/a.png', promotion_id: 12 },
      ]),
      'DELETE /api/promotions/12/profile_images/4': { body: { data: { id: 4 }, meta: {} } },
    });
    render();
    const images = await screen.findByRole('list', { name: 'Profile images' });
    expect(within(images).getByRole('img', { name: 'Profile image 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete profile image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile image' });
    expect(requestsTo(fetchMock, 'DELETE', '/api/promotions/12/profile_images/4')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'DELETE', '/api/promotions/12/profile_images/4')).toHaveLength(
        1,
      ),
    );
  });
});
