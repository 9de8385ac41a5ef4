import { screen, waitFor } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { parseUserAgent } from '../lib/browser-info';
import { ContactPage } from './contact-page';

const me = {
  body: {
    data: buildUser({
      email: 'alex@demo.test',
      profile: { first_name: 'Alex', last_name: 'Kim', full_name: 'Alex Kim', image: null },
    }),
    meta: {},
  },
};

test('sends the form with the browser and session info and thanks the sender', async () => {
  const fetch = mockFetch({
    'GET /api/users/me': me,
    'POST /api/contact_requests': {
      status: 201,
      body: { data: { id: 4, message: 'Thank you. Message sent successfully.' }, meta: {} },
    },
  });
  const { user } = renderWithProviders(<ContactPage />, { route: '/support/contact' });
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex'),
  );
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Please write your message.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'My steps are missing.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Logging activities');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Thank you. Message sent successfully.')).toBeInTheDocument();
  const body = await requestsTo(fetch, 'POST', '/api/contact_requests')[0]!.json();
  expect(body).toEqual({
    first_name: 'Alex',
    last_name: 'Kim',
    organization: '',
    email: 'alex@demo.test',
    extra_tags: 'Logging activities',
    message: 'My steps are missing.',
    info: {
      browser_name: expect.any(String),
      browser_version: expect.any(String),
      operating_system: expect.any(String),
      session_data: expect.stringContaining('signed_in=true'),
    },
  });
});

test('a failure shows Could not send message.', async () => {
  mockFetch({
    'GET /api/users/me': { status: 401, body: { errors: ['Log In Required'] } },
    'POST /api/contact_requests': { status: 500, body: { errors: ['boom'] } },
  });
  const { user } = renderWithProviders(<ContactPage />, { route: '/support/contact' });
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Guest');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Visitor');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'guest@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not send message.');
});

test.each([
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    { browser_name: 'Edge', browser_version: '131.0.2903.86', operating_system: 'Windows' },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser_name: 'Safari', browser_version: '17.5', operating_system: 'iOS' },
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { browser_name: 'Firefox', browser_version: '133.0', operating_system: 'Linux' },
  ],
])('reads the browser from %s', (agent, expected) => {
  expect(parseUserAgent(agent)).toEqual(expected);
});
