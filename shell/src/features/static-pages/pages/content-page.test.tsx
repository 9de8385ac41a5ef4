import { screen } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { ContentItem } from '@wellness/shared-ui';
import { OptInParticipationPage, PrivacyPage } from './content-page';

const item = (id: number, category: string, title: string, content: string) =>
  ({ id, key: `k${id}`, category, title, content, image1: null }) as ContentItem;

function serve(category: string, items: ContentItem[]) {
  return mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    [`GET /api/promotions/2/custom_content?category=${category}&page_size=0&html=true`]: {
      body: { data: items, meta: { total_records: items.length } },
    },
  });
}

test('the privacy page shows the promotion’s privacy content, rendered from markdown', async () => {
  serve('privacy', [item(1, 'privacy', 'Privacy policy', 'We **never** sell your data.')]);
  renderWithProviders(<PrivacyPage />);

  expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Privacy', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('never').tagName).toBe('STRONG');
});

test('the privacy page’s analytics toggle changes the cookie choice both ways', async () => {
  document.cookie = 'cookie_consent=; path=/; max-age=0';
  serve('privacy', [item(1, 'privacy', 'Privacy policy', 'We never sell your data.')]);
  const { user } = renderWithProviders(<PrivacyPage />);

  const toggle = await screen.findByRole('switch', { name: /^Allow analytics cookies/ });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  expect(toggle).toBeChecked();
  expect(document.cookie).toContain('cookie_consent=accepted');
  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(document.cookie).toContain('cookie_consent=declined');
});

test('the opt-in page shows its content under its own heading', async () => {
  serve('opt_in_participation', [
    item(1, 'opt_in_participation', 'Opting in to participation', 'Taking part is voluntary.'),
  ]);
  renderWithProviders(<OptInParticipationPage />);
  expect(screen.getByRole('heading', { name: 'Opt In to Participation', level: 1 })).toBeVisible();
  expect(await screen.findByText('Taking part is voluntary.')).toBeInTheDocument();
});
