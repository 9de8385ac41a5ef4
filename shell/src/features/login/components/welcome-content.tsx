import dayjs from 'dayjs';
import { Stack } from '@mantine/core';
import { ContentView, baseApi, useAppDispatch, useContent } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { LaunchCountdown } from './launch-countdown';
import { VideoPopup } from './video-popup';
import { WelcomeDates } from './welcome-dates';
import { WelcomeSlides } from './welcome-slides';

/**
 * The welcome page's content (spec 3 s2), shown once the promotion has launched or with the
 * pilot cookie: the welcome_overlay text, the countdown to launch, the welcome slides, the
 * registration_content (first item: registration; second: pre-registration, before the
 * registration date), the video and the programme's dates.
 */
export function WelcomeContent({ promotion }: { promotion: Promotion }) {
  const dispatch = useAppDispatch();
  const slides = useContent('welcome');
  const overlay = useContent('welcome_overlay');
  const countdown = useContent('countdown');
  const registration = useContent('registration_content');

  const launchOn = promotion.launch_on ?? promotion.starts_on;
  const beforeLaunch = promotion.has_launched === false;
  const beforeRegistration =
    !!promotion.registration_starts_on && promotion.current_date < promotion.registration_starts_on;
  const registrationItem = registration.items[beforeRegistration ? 1 : 0];
  // At zero the welcome page reloads: the promotion (now launched) and its content are read again.
  const reload = () => dispatch(baseApi.util.invalidateTags(['Promotion', 'Content']));

  return (
    <Stack gap="lg">
      {overlay.item ? <ContentView item={overlay.item} titleOrder={2} withImage={false} /> : null}
      {beforeLaunch ? (
        <LaunchCountdown
          target={dayjs(launchOn).startOf('day').valueOf()}
          item={countdown.item}
          onComplete={reload}
        />
      ) : null}
      <WelcomeSlides slides={slides.items} />
      {registrationItem ? <ContentView item={registrationItem} titleOrder={2} /> : null}
      <VideoPopup promotion={promotion} />
      <WelcomeDates promotion={promotion} />
    </Stack>
  );
}
