import { useEffect, useState } from 'react';
import type { ContentItem } from '@wellness/shared-ui';
import classes from './welcome.module.css';

/** Moves on by `step` (+1 or -1) with wraparound (spec 3 s2 "Slides cycle with wraparound"). */
export const cycle = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

/** Loads every slide image ahead of its turn (spec 3 s2 "images are preloaded"). */
export function preloadImages(urls: string[]): HTMLImageElement[] {
  return urls.map((url) => {
    const image = new window.Image();
    image.src = url;
    return image;
  });
}

/** The welcome category's slides, one at a time, Previous/Next cycling round. */
export function WelcomeSlides({ slides }: { slides: ContentItem[] }) {
  const [index, setIndex] = useState(0);
  const images = slides.map((slide) => slide.image1).filter((url): url is string => !!url);
  const imageKey = images.join('\n');

  useEffect(() => {
    if (imageKey) preloadImages(imageKey.split('\n'));
  }, [imageKey]);

  if (slides.length === 0) return null;
  const slide = slides[Math.min(index, slides.length - 1)];
  return (
    <section className={classes.paper} aria-roledescription="carousel" aria-label="Welcome slides">
      <div className={classes.tight} aria-live="polite">
        <p className={`${classes.dimmed} ${classes.small}`}>
          Slide {index + 1} of {slides.length}
        </p>
        {slide.image1 ? <img src={slide.image1} alt="" className={classes.slideImage} /> : null}
        <h2 className={classes.heading}>{slide.title}</h2>
        {slide.summary ? <p className={classes.strong}>{slide.summary}</p> : null}
        {slide.content ? <p className={classes.text}>{slide.content}</p> : null}
      </div>
      {slides.length > 1 ? (
        <div className={classes.row} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <button
            type="button"
            className={classes.button}
            onClick={() => setIndex(cycle(index, -1, slides.length))}
          >
            Previous slide
          </button>
          <button
            type="button"
            className={classes.button}
            onClick={() => setIndex(cycle(index, 1, slides.length))}
          >
            Next slide
          </button>
        </div>
      ) : null}
    </section>
  );
}
