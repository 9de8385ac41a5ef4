import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { FeedbackPage } from './feedback-page';

function setup(routes: MockRoutes = {}) {
  const fetch = mockFetch(routes);
  return {
    fetch,
    ...renderWithProviders(<FeedbackPage />, { route: '/feedback', path: '/feedback' }),
  };
}

test('sends the feedback and thanks the participant', async () => {
  const { fetch, user } = setup({
    'POST /api/feedbacks': { status: 201, body: { data: { id: 1 }, meta: {} } },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Please write your feedback.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'Great app');
  await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
  const [request] = requestsTo(fetch, 'POST', '/api/feedbacks');
  expect(await request.json()).toEqual({ content: 'Great app' });
});

test("says 'Sorry, there was an error sending your feedback.' when it cannot be sent", async () => {
  const { user } = setup({
    'POST /api/feedbacks': { status: 403, body: { errors: ['Feedback is not enabled.'] } },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  await user.type(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'Hello');
  await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(
    await screen.findByText('Sorry, there was an error sending your feedback.'),
  ).toBeInTheDocument();
});

test('leaving with unsent feedback asks "Incomplete": Stay and finish keeps it', async () => {
  const { user, router } = setup();
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  await user.type(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'Half');
  await user.click(within(dialog).getByRole('button', { name: 'Close feedback' }));
  const incomplete = await screen.findByRole('dialog', { name: 'Incomplete' });
  await user.click(within(incomplete).getByRole('button', { name: 'Stay and finish' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incomplete' })).toBeNull());
  expect(router.state.location.pathname).toBe('/feedback');
});
