import type { Promotion } from '@wellness/shared-ui';
import { useWelcomeContent } from '../lib/welcome-data';
import { ContentItemView } from './content-item';
import { LaunchCountdown } from './launch-countdown';
import { VideoPopup } from './video-popup';
import { WelcomeDates } from './welcome-dates';
import { WelcomeSlides } from './welcome-slides';
import classes from './welcome.module.css';

/** The start of a calendar day (YYYY-MM-DD) in the browser's time zone, in ms. */
export function startOfDay(date: string): number {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day).getTime();
}

export interface WelcomeContentProps {
  promotion: Promotion;
  /** Reads the promotion and its content again (the countdown at zero). */
  onReload: () => void;
  /** Bumped by each reload: the content is read again with the promotion. */
  round: number;
}

/**
 * The welcome page's content (spec 3 s2), shown once the promotion has launched or with the
 * pilot cookie: the welcome_overlay text, the countdown to launch, the welcome slides, the
 * registration_content (first item: registration; second: pre-registration, before the
 * registration date), the video and the programme's dates.
 */
export function WelcomeContent({ promotion, onReload, round }: WelcomeContentProps) {
  const slides = useWelcomeContent(promotion.id, 'welcome', round);
  const overlays = useWelcomeContent(promotion.id, 'welcome_overlay', round);
  const countdowns = useWelcomeContent(promotion.id, 'countdown', round);
  const registration = useWelcomeContent(promotion.id, 'registration_content', round);
  // The content shows in one go once every part has answered: a part arriving late would
  // push the rest down under the reader's eyes (and Lighthouse counts it as a layout shift).
  if (!slides || !overlays || !countdowns || !registration) {
    return (
      <p className={classes.loading} role="status" aria-live="polite">
        Loading the programme…
      </p>
    );
  }
  const [overlay] = overlays;
  const [countdown] = countdowns;

  const launchOn = promotion.launch_on ?? promotion.starts_on;
  const beforeLaunch = promotion.has_launched === false;
  const beforeRegistration =
    !!promotion.registration_starts_on && promotion.current_date < promotion.registration_starts_on;
  const registrationItem = registration[beforeRegistration ? 1 : 0];

  return (
    <div className={classes.stack}>
      {overlay ? <ContentItemView item={overlay} withImage={false} /> : null}
      {beforeLaunch ? (
        // At zero the welcome page reloads: the promotion (now launched) and its content.
        <LaunchCountdown target={startOfDay(launchOn)} item={countdown} onComplete={onReload} />
      ) : null}
      <WelcomeSlides slides={slides} />
      {registrationItem ? <ContentItemView item={registrationItem} /> : null}
      <VideoPopup promotion={promotion} />
      <WelcomeDates promotion={promotion} />
    </div>
  );
}
