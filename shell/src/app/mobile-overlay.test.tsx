import { screen } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { ContentItem } from '@wellness/shared-ui';
import { FooterLinks } from '../features/navigation/components/footer-links';
import { useMobileOverlay } from '../features/mobile/hooks/use-mobile-overlay';
import { MobileOverlay } from '../features/mobile/components/mobile-overlay';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

const overlayItem = {
  id: 1,
  key: 'mobile_overlay',
  category: 'mobile_overlay',
  title: 'Try the mobile app',
  content: 'Log in a few taps.',
  image1: null,
  custom_fields: {},
} as unknown as ContentItem;

function serve() {
  mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    'GET /api/promotions/2/custom_content?category=mobile_overlay&page_size=0&html=true': {
      body: { data: [overlayItem], meta: { total_records: 1 } },
    },
    'GET /api/promotions/2/custom_content?category=mobile&page_size=0&html=true': {
      body: { data: [], meta: { total_records: 0 } },
    },
  });
}

/** The layout's wiring (hence an app test): the overlay, and the footer link that opens it. */
function Harness({ userId, mobileEnabled }: { userId: number; mobileEnabled: boolean }) {
  const overlay = useMobileOverlay(userId, mobileEnabled);
  return (
    <>
      <FooterLinks
        promotion={buildPromotion({ is_mobile_enabled: mobileEnabled })}
        signedIn
        onOpenMobileApp={overlay.open}
      />
      <MobileOverlay opened={overlay.opened} onClose={overlay.close} />
    </>
  );
}

const useAgent = (agent: string) =>
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);

describe('the mobile app overlay', () => {
  beforeEach(() => {
    document.cookie = 'mobile_prompt_7=; path=/; max-age=0';
    serve();
  });
  afterEach(() => jest.restoreAllMocks());

  test('opens by itself on a phone; closing sets mobile_prompt_{userId} with no expiry', async () => {
    useAgent(IPHONE);
    const written = jest.spyOn(Document.prototype, 'cookie', 'set');
    const { user, unmount } = renderWithProviders(<Harness userId={7} mobileEnabled />);

    const dialog = await screen.findByRole('dialog', { name: 'Mobile App' });
    expect(await screen.findByText('Log in a few taps.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/api/app-redirect',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(dialog).not.toBeInTheDocument();
    expect(written).toHaveBeenCalledWith('mobile_prompt_7=1; path=/; SameSite=Lax');

    unmount();
    renderWithProviders(<Harness userId={7} mobileEnabled />);
    expect(screen.getByRole('button', { name: 'Mobile App' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('stays closed on a desktop browser until the footer’s Mobile App link opens it', async () => {
    useAgent(DESKTOP);
    const { user } = renderWithProviders(<Harness userId={7} mobileEnabled />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mobile App' }));
    expect(await screen.findByRole('dialog', { name: 'Mobile App' })).toBeVisible();
  });

  test('neither opens nor is linked when the promotion has mobile disabled', () => {
    useAgent(IPHONE);
    renderWithProviders(<Harness userId={7} mobileEnabled={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mobile App' })).not.toBeInTheDocument();
  });
});
