import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { FlaggedPostsTab } from './flagged-posts-tab';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };
const flagged = (id: number, content: string, depth = 0) => ({
  id,
  content,
  depth,
  parent_post_id: depth ? 1 : null,
  created_at: '2026-01-05T10:00:00.000Z',
  photo: null,
  user: { id: 5, profile: { full_name: 'Pat Participant' } },
  reporter: { id: 6, full_name: 'Sam Second' },
  can_unreport: true,
  can_delete: true,
});

describe('FlaggedPostsTab', () => {
  it('lists flagged posts, unreports one and deletes another after confirming, refetching each time', async () => {
    let posts = [flagged(1, 'Rude post'), flagged(2, 'Rude comment', 1)];
    const fetchMock = mockFetch({
      'GET /api/users/me': me,
      'GET /api/posts': () => ({ body: { data: posts, meta: { total_records: posts.length } } }),
      'PUT /api/posts/1': () => {
        posts = posts.filter((post) => post.id !== 1);
        return { body: { data: {}, meta: {} } };
      },
      'DELETE /api/posts/2': () => {
        posts = posts.filter((post) => post.id !== 2);
        return { body: { data: { id: 2 }, meta: {} } };
      },
    });
    const { user } = renderWithProviders(<FlaggedPostsTab />);
    const first = await screen.findByRole('article', {
      name: 'Post by Pat Participant',
      description: undefined,
    });
    expect(first).toHaveTextContent('Reported by Sam Second');
    expect(screen.getByRole('article', { name: 'Comment by Pat Participant' })).toBeInTheDocument();
    const listRequest = fetchMock.mock.calls[1][0] as Request;
    expect(new URL(listRequest.url).searchParams.get('flagged')).toBe('true');
    expect(new URL(listRequest.url).searchParams.get('promotion_id')).toBe('2');

    await user.click(
      within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Unreport' }),
    );
    await waitFor(() => expect(screen.queryByText('Rude post')).not.toBeInTheDocument());
    const putBody = await (
      fetchMock.mock.calls.find(([r]) => (r as Request).method === 'PUT')![0] as Request
    ).json();
    expect(putBody).toEqual({ is_flagged: false });

    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(dialog).toHaveTextContent('Delete this comment by Pat Participant?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No flagged posts')).toBeInTheDocument();
  });
});
