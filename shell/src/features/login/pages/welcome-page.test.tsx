import { screen } from '@testing-library/react';
import {
  buildContentItem,
  buildPromotion,
  mockFetch,
  renderWithProviders,
  startFakeClock,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { ContentItem, Promotion } from '@wellness/shared-ui';
import { LaunchCountdown } from '../components/launch-countdown';
import { cycle, preloadImages } from '../components/welcome-slides';
import { WelcomePage } from './welcome-page';

const signedOut = { status: 401, body: { errors: ['Log In Required'] } };
const content = (category: string, items: Array<Partial<ContentItem>>) => ({
  [`GET /api/promotions/2/custom_content?category=${category}&page_size=0&html=true`]: {
    body: {
      data: items.map((item, index) =>
        buildContentItem({ id: index + 1, category, sequence: index + 1, ...item }),
      ),
      meta: { total_records: items.length },
    },
  },
});
const slides = [
  { key: 'slide_1', title: 'Build healthy habits together', image1: '/images/welcome/slide-1.svg' },
  { key: 'slide_2', title: 'Log activities, earn points', image1: '/images/welcome/slide-2.svg' },
  { key: 'slide_3', title: 'Share the journey', image1: '/images/welcome/slide-3.svg' },
];
const welcomeContent: MockRoutes = {
  ...content('welcome', slides),
  ...content('welcome_overlay', [
    // The server's rendering (html=true): the page shows it as it comes.
    {
      key: 'overlay',
      title: 'Welcome!',
      content: '**Come in.**',
      content_html: '<p><strong>Come in.</strong></p>',
    },
  ]),
  ...content('countdown', [
    { key: 'countdown', title: 'The programme starts soon', content: null },
  ]),
  ...content('registration_content', [
    { key: 'registration', title: 'Create your account' },
    { key: 'pre_registration', title: 'Registration opens soon' },
  ]),
};
const promotionAnswer = (overrides: Partial<Promotion> = {}) => ({
  body: { data: buildPromotion(overrides), meta: {} },
});

function renderWelcome(
  promotion: Partial<Promotion> | MockRoutes[string],
  route = '/welcome',
  extra: MockRoutes = {},
) {
  const fetchMock = mockFetch({
    'GET /api/users/me': signedOut,
    'GET /api/promotions/current':
      typeof promotion === 'function' || 'body' in promotion || 'status' in promotion
        ? (promotion as MockRoutes[string])
        : promotionAnswer(promotion as Partial<Promotion>),
    ...welcomeContent,
    ...extra,
  });
  return { fetchMock, ...renderWithProviders(<WelcomePage />, { route, path: '/welcome/*' }) };
}

describe('welcome page (spec 3 s2 "Welcome")', () => {
  it('shows the 404 screen when the promotion cannot be found', async () => {
    renderWelcome({ status: 404, body: { errors: ['Promotion could not be found'] } }, '/welcome', {
      'GET /api/promotions/2/custom_content?category=404&page_size=0&html=true': {
        body: { data: [], meta: { total_records: 0 } },
      },
      'GET /api/promotions/current': {
        status: 404,
        body: { errors: ['Promotion could not be found'] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('shows the launched programme: overlay, slides, registration content and its dates', async () => {
    renderWelcome({
      launch_on: '2026-01-01',
      registration_starts_on: '2025-12-15',
      registration_ends_on: '2026-01-15',
      ends_on: '2026-02-25',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Come in.').tagName).toBe('STRONG');
    expect(
      screen.getByRole('heading', { name: 'Build healthy habits together' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Registration opens soon' }),
    ).not.toBeInTheDocument();
    const dates = screen.getByRole('list', { name: 'Programme dates' });
    expect(dates).toHaveTextContent('Launch date: 01/01/2026');
    expect(dates).toHaveTextContent('Registration opens: 12/15/2025');
    expect(dates).toHaveTextContent('Registration closes: 01/15/2026');
    expect(dates).toHaveTextContent('Competition ends: 02/25/2026');
    // No countdown once launched, and no login form without login=true.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/welcome?login=true',
    );
  });

  it('shows the pre-registration content (the second item) before registration opens', async () => {
    renderWelcome({ current_date: '2025-12-01', registration_starts_on: '2025-12-15' });
    expect(
      await screen.findByRole('heading', { name: 'Registration opens soon' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('cycles the slides with wraparound both ways', async () => {
    const { user } = renderWelcome({});
    await screen.findByRole('heading', { name: 'Build healthy habits together' });
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('heading', { name: 'Share the journey' })).toBeInTheDocument();
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(
      screen.getByRole('heading', { name: 'Build healthy habits together' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(
      screen.getByRole('heading', { name: 'Log activities, earn points' }),
    ).toBeInTheDocument();
  });

  it('preloads every slide image', () => {
    const images = preloadImages(slides.map((slide) => slide.image1));
    expect(images.map((image) => image.getAttribute('src'))).toEqual(slides.map((s) => s.image1));
    expect([cycle(2, 1, 3), cycle(0, -1, 3), cycle(1, 1, 3), cycle(0, 1, 0)]).toEqual([0, 2, 2, 0]);
  });

  it('hides the login link when single sign-on is enabled', async () => {
    renderWelcome({ is_sso_enabled: true });
    await screen.findByRole('heading', { name: 'Welcome!' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("offers the organization's sign-in (sso_label) instead, to the provider through /api/sso/login", async () => {
    renderWelcome({ is_sso_enabled: true, sso_label: 'Sign in with Acme ID' });
    const signIn = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(signIn).toHaveAttribute('href', '/api/sso/login');
  });

  it('shows no login form with SSO, even with login=true: the sign-in button instead', async () => {
    renderWelcome(
      { is_sso_enabled: true, sso_label: 'Sign in with Acme ID' },
      '/welcome?login=true',
    );
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'state',
      'Your sign-in expired or was started in another browser window. Please sign in again.',
    ],
    [
      'provider',
      "Your organization's sign-in service could not be reached. Please try again in a few minutes.",
    ],
  ])('explains a failed SSO sign-in (%s)', async (reason, message) => {
    renderWelcome({ is_sso_enabled: true, sso_label: 'Sign in' }, `/welcome?sso_error=${reason}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the login form when login=true', async () => {
    renderWelcome({}, '/welcome?login=true');
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens the video popup', async () => {
    const { user } = renderWelcome({ video_url: '/videos/welcome.mp4' });
    await user.click(await screen.findByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programme video' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/videos/welcome.mp4');
  });

  it("plays the promotion's captions and its second video, from its picture button", async () => {
    const { user } = renderWelcome({
      video_url: 'https://videos.test/welcome.mp4',
      video_button_url: 'https://videos.test/button.png',
      video_caption_url: 'https://videos.test/welcome.vtt',
      video2_url: 'https://videos.test/second.mp4',
      video2_caption_url: 'https://videos.test/second.vtt',
    });
    await user.click(await screen.findByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programme video' });
    const videos = [...dialog.querySelectorAll('video')];
    expect(videos.map((video) => video.getAttribute('src'))).toEqual([
      'https://videos.test/welcome.mp4',
      'https://videos.test/second.mp4',
    ]);
    expect(videos.map((video) => video.querySelector('track')?.getAttribute('src'))).toEqual([
      'https://videos.test/welcome.vtt',
      'https://videos.test/second.vtt',
    ]);
  });

  describe('before launch', () => {
    const prelaunch = { has_launched: false, launch_on: '2099-01-01', pilot_access: false };

    it("asks for the pilot password and answers a wrong one with 'Incorrect Pilot Password.'", async () => {
      const { user, fetchMock } = renderWelcome(prelaunch, '/welcome', {
        'POST /api/promotions/2/authenticate': {
          status: 422,
          body: { errors: ['Incorrect Pilot Password.'] },
        },
      });
      await user.type(await screen.findByLabelText(/Pilot password/), 'guess');
      await user.click(screen.getByRole('button', { name: 'Enter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect Pilot Password\.$/);
      expect(screen.queryByRole('heading', { name: 'Welcome!' })).not.toBeInTheDocument();
      // Nothing of the gated content was asked for.
      const asked = fetchMock.mock.calls.map(([request]) => (request as Request).url);
      expect(asked.some((url) => url.includes('custom_content'))).toBe(false);
    });

    it('shows the welcome content with the countdown once the server accepts the pilot password', async () => {
      let accepted = false;
      const { user, fetchMock } = renderWelcome(
        () => promotionAnswer({ ...prelaunch, pilot_access: accepted }),
        '/welcome',
        {
          'POST /api/promotions/2/authenticate': () => {
            accepted = true;
            return { body: { data: { message: 'Pilot password accepted.' }, meta: {} } };
          },
        },
      );
      await user.type(await screen.findByLabelText(/Pilot password/), 'pilot-2026');
      await user.click(screen.getByRole('button', { name: 'Enter' }));
      expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: 'Time until launch' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'The programme starts soon' }),
      ).toBeInTheDocument();
      const post = fetchMock.mock.calls
        .map(([request]) => request as Request)
        .find((request) => request.method === 'POST')!;
      expect(await post.clone().json()).toEqual({ password: 'pilot-2026' });
    });

    it('shows the content at once with a live pilot cookie', async () => {
      renderWelcome({ ...prelaunch, pilot_access: true });
      expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
      expect(screen.queryByLabelText(/Pilot password/)).not.toBeInTheDocument();
    });
  });
});

describe('the launch countdown (spec 3 s4 "Countdown", s9: 1 s)', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks each second and fires once at zero', async () => {
    const { advance } = startFakeClock();
    const onComplete = jest.fn();
    renderWithProviders(<LaunchCountdown target={Date.now() + 62_000} onComplete={onComplete} />);
    const timer = screen.getByRole('timer', { name: 'Time until launch' });
    expect(timer).toHaveTextContent('0days0hours1minute2seconds');
    await advance(1000);
    expect(timer).toHaveTextContent('1minute1second');
    await advance(60_000);
    expect(timer).toHaveTextContent('0minutes1second');
    expect(onComplete).not.toHaveBeenCalled();
    await advance(1000);
    expect(timer).toHaveTextContent('0minutes0seconds');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
