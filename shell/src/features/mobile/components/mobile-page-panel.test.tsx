import { screen, within } from '@testing-library/react';
import {
  buildContentItem,
  buildPromotion,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { MobilePagePanel } from './mobile-page-panel';

const page = buildContentItem({
  id: 5,
  category: 'mobile_page',
  key: 'mobile_page',
  title: 'The programme on your phone',
  content: 'Log activities on the go with the mobile app.',
});
const link = (id: number, key: string, title: string, url: string) =>
  buildContentItem({ id, category: 'mobile', key, title, content: null, custom_fields: { url } });

function serve(mobile: ReturnType<typeof link>[], pageItems = [page]) {
  mockFetch({
    'GET /api/promotions/current': {
      body: { data: buildPromotion({ is_mobile_enabled: true }), meta: {} },
    },
    'GET /api/promotions/2/custom_content?category=mobile_page&page_size=0&html=true': {
      body: { data: pageItems, meta: { total_records: pageItems.length } },
    },
    'GET /api/promotions/2/custom_content?category=mobile&page_size=0&html=true': {
      body: { data: mobile, meta: { total_records: mobile.length } },
    },
  });
}

describe('the mobile page panel', () => {
  test('shows the mobile_page text and the https store links, opening in a new tab', async () => {
    serve([
      link(1, 'android_app_link', 'Get it on Google Play', 'https://play.google.com/x'),
      link(2, 'ios_app_link', 'Download on the App Store', 'https://apps.apple.com/y'),
      link(3, 'broken', 'Not a store', 'javascript:alert(1)'),
    ]);
    renderWithProviders(<MobilePagePanel />);
    const panel = screen.getByRole('region', { name: 'Mobile app' });
    expect(
      await within(panel).findByRole('heading', { name: 'The programme on your phone' }),
    ).toBeVisible();
    expect(within(panel).getByText('Log activities on the go with the mobile app.')).toBeVisible();
    const play = await within(panel).findByRole('link', { name: 'Get it on Google Play' });
    expect(play).toHaveAttribute('href', 'https://play.google.com/x');
    expect(play).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    expect(within(panel).queryByRole('link', { name: 'Not a store' })).not.toBeInTheDocument();
  });

  test("says 'Need content' when the promotion has no mobile page text", async () => {
    serve([], []);
    renderWithProviders(<MobilePagePanel />);
    expect(await screen.findByText('Need content')).toBeVisible();
  });
});
