import { screen } from '@testing-library/react';
import { renderWithProviders, startFakeClock } from '@wellness/shared-ui/testing';
import { CONSENT_COOKIE, useAnalyticsConsent } from '@wellness/shared-ui';
import { CookieConsentBar } from './cookie-consent-bar';

const NINETY_DAYS_IN_SECONDS = 90 * 24 * 60 * 60;

/** What later analytics would read: the gate, shown so the test sees what they would see. */
function AnalyticsGate() {
  const { consent, analyticsStorage } = useAnalyticsConsent();
  return <p>{`consent ${consent}, analytics storage ${analyticsStorage}`}</p>;
}

const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
};

describe('the cookie consent bar', () => {
  beforeEach(clearConsent);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const render = () =>
    renderWithProviders(
      <>
        <CookieConsentBar />
        <AnalyticsGate />
      </>,
    );

  test('appears 2 seconds after the page opens while the choice is unmanaged', async () => {
    const { advance } = startFakeClock();
    render();
    expect(screen.getByText('consent unmanaged, analytics storage denied')).toBeInTheDocument();
    await advance(1999);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });

  test('Accept stores the choice for 90 days and grants analytics storage', async () => {
    const { advance, user } = startFakeClock();
    const written = jest.spyOn(Document.prototype, 'cookie', 'set');
    render();
    await advance(2000);
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(written).toHaveBeenCalledWith(
      `${CONSENT_COOKIE}=accepted; path=/; max-age=${NINETY_DAYS_IN_SECONDS}; SameSite=Lax`,
    );
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=accepted`);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.getByText('consent accepted, analytics storage granted')).toBeInTheDocument();
  });

  test('Decline stores the choice for 90 days and keeps analytics storage denied', async () => {
    const { advance, user } = startFakeClock();
    const written = jest.spyOn(Document.prototype, 'cookie', 'set');
    render();
    await advance(2000);
    await user.click(screen.getByRole('button', { name: 'Decline' }));

    expect(written).toHaveBeenCalledWith(
      `${CONSENT_COOKIE}=declined; path=/; max-age=${NINETY_DAYS_IN_SECONDS}; SameSite=Lax`,
    );
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.getByText('consent declined, analytics storage denied')).toBeInTheDocument();
  });

  test('does not appear once a choice is stored', async () => {
    document.cookie = `${CONSENT_COOKIE}=declined; path=/`;
    const { advance } = startFakeClock();
    render();
    await advance(5000);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
