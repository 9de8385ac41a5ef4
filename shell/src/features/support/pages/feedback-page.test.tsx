import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import { FeedbackPage } from './feedback-page';

const me = {
  body: {
    data: buildUser({
      email: 'alex@demo.test',
      profile: { first_name: 'Alex', last_name: 'Kim', full_name: 'Alex Kim', image: null },
    }),
    meta: {},
  },
};
const promotion = (enabled: boolean) => ({
  body: { data: buildPromotion({ is_feedback_enabled: enabled }), meta: {} },
});

test('the full-screen Feedback dialog asks for each required field, then sends with the browser', async () => {
  const fetch = mockFetch({
    'GET /api/users/me': me,
    'GET /api/promotions/current': promotion(true),
    'POST /api/feedbacks': { status: 201, body: { data: { id: 3 }, meta: {} } },
  });
  const { user } = renderWithProviders(<FeedbackPage />, { route: '/feedback' });
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  expect(await within(dialog).findByText('* Required Fields')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveValue('Alex Kim'),
  );

  // Spec 3 s5: a flag for each missing field; the first invalid field takes the focus.
  await user.clear(within(dialog).getByRole('textbox', { name: 'Full name' }));
  await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(await within(dialog).findByText('Please enter your full name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please write your feedback.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  expect(requestsTo(fetch, 'POST', '/api/feedbacks')).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Alex Kim');
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'alex@demo.test');
  await user.type(within(dialog).getByRole('textbox', { name: 'Feedback' }), 'Love the recipes.');
  await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
  const body = await requestsTo(fetch, 'POST', '/api/feedbacks')[0]!.json();
  expect(body).toEqual({
    name: 'Alex Kim',
    email: 'alex@demo.test',
    feedback: 'Love the recipes.',
    browser: expect.any(String),
    request_url: expect.any(String),
  });
});

test("a failure shows the spec's text and keeps the dialog open", async () => {
  mockFetch({
    'GET /api/users/me': me,
    'GET /api/promotions/current': promotion(true),
    'POST /api/feedbacks': { status: 500, body: { errors: ['boom'] } },
  });
  const { user } = renderWithProviders(<FeedbackPage />, { route: '/feedback' });
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('alex@demo.test'),
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Feedback' }), 'Hello');
  await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(
    await within(dialog).findByText('Sorry, there was an error sending your feedback.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
});

test('a program without feedback offers no form', async () => {
  mockFetch({ 'GET /api/users/me': me, 'GET /api/promotions/current': promotion(false) });
  renderWithProviders(<FeedbackPage />, { route: '/feedback' });
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  expect(
    await within(dialog).findByText('Feedback is not enabled for this program.'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
});
