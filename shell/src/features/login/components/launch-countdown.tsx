import { useEffect, useRef, useState } from 'react';
import type { ContentItem } from '@wellness/shared-ui';
import classes from './welcome.module.css';

/** Spec 3 s9: the countdown ticks each second. */
export const COUNTDOWN_INTERVAL_MS = 1000;

export interface LaunchCountdownProps {
  /** The launch moment (ms since the epoch). */
  target: number;
  /** The countdown category's item: its title and summary. */
  item?: ContentItem;
  /** Spec 3 s4: fires once at zero (the welcome page reloads). */
  onComplete: () => void;
}

const parts = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
};

/** The countdown widget to launch (spec 3 s2, s4 "Countdown"). */
export function LaunchCountdown({ target, item, onComplete }: LaunchCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const completed = useRef(false);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const left = target - now;
  useEffect(() => {
    if (left <= 0 && !completed.current) {
      completed.current = true;
      complete.current();
    }
  }, [left]);

  const { days, hours, minutes, seconds } = parts(left);
  const units: Array<[number, string]> = [
    [days, days === 1 ? 'day' : 'days'],
    [hours, hours === 1 ? 'hour' : 'hours'],
    [minutes, minutes === 1 ? 'minute' : 'minutes'],
    [seconds, seconds === 1 ? 'second' : 'seconds'],
  ];
  return (
    <section className={classes.paper} aria-labelledby="countdown-title">
      <div className={classes.tight}>
        <h2 id="countdown-title" className={classes.heading}>
          {item?.title || 'Countdown to launch'}
        </h2>
        {item?.summary ? <p className={classes.text}>{item.summary}</p> : null}
        <div className={classes.units} role="timer" aria-label="Time until launch">
          {units.map(([value, unit]) => (
            <div key={unit} className={classes.unit}>
              <span className={classes.unitValue}>{value}</span>
              <span className={classes.small}>{unit}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
