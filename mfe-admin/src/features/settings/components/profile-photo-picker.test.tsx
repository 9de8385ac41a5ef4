import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { ProfilePhotoPicker } from './profile-photo-picker';

const images = [
  { id: 31, url: '/api/files/public/aaa.png', promotion_id: 2 },
  { id: 32, url: '/api/files/public/bbb.png', promotion_id: 2 },
];
const photo = (url: string | null) => ({
  body: { data: { id: 5, image_url: url, images }, meta: {} },
});

describe('ProfilePhotoPicker (spec 3 s7 "Profile save", s8)', () => {
  it("marks the user's picture and saves another choice at once", async () => {
    const fetchMock = mockFetch({
      'GET /api/users/5/profile_image': photo(images[0]!.url),
      'PUT /api/users/5/profile_image': photo(images[1]!.url),
    });
    renderWithProviders(<ProfilePhotoPicker userId={5} />);
    expect(await screen.findByRole('radio', { name: 'Profile image 1' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Profile image 2' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT', '/api/users/5/profile_image')).toHaveLength(1),
    );
    const [put] = requestsTo(fetchMock, 'PUT', '/api/users/5/profile_image');
    expect(await put!.json()).toEqual({ image_id: 32 });
  });

  it("says 'Could not update profile photo. Please try again.' when the save fails", async () => {
    mockFetch({
      'GET /api/users/5/profile_image': photo(null),
      'PUT /api/users/5/profile_image': {
        status: 422,
        body: { errors: ['Could not update profile photo. Please try again.'] },
      },
    });
    renderWithProviders(<ProfilePhotoPicker userId={5} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Profile image 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not update profile photo. Please try again.',
    );
  });

  it('tells the user when the programme offers no pictures', async () => {
    mockFetch({
      'GET /api/users/5/profile_image': {
        body: { data: { id: 5, image_url: null, images: [] }, meta: {} },
      },
    });
    renderWithProviders(<ProfilePhotoPicker userId={5} />);
    expect(
      await screen.findByText('This programme offers no profile images yet.'),
    ).toBeInTheDocument();
  });
});
