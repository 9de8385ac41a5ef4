import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shortPathRoutes } from './router';

const page = (name: string) => <h1>{name}</h1>;

function open(path: string) {
  const router = createMemoryRouter(
    [
      ...shortPathRoutes(),
      { path: '/legal/privacy', element: page('Privacy') },
      { path: '/legal/terms', element: page('Terms') },
      { path: '/support/faqs', element: page('FAQs') },
    ],
    { initialEntries: ['/home', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test.each([
  ['/privacy', '/legal/privacy', 'Privacy'],
  ['/terms', '/legal/terms', 'Terms'],
  ['/help', '/support/faqs', 'FAQs'],
  ['/faqs', '/support/faqs', 'FAQs'],
  ['/support', '/support/faqs', 'FAQs'],
])('%s opens %s in place of itself in the history', async (path, target, heading) => {
  const router = open(path);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(target);
  // Replaced, not pushed: Back returns to where the visitor was, not to the short name.
  expect(router.state.historyAction).toBe('REPLACE');
});
