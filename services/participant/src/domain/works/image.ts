/**
 * A work's pictures are rendered by the shared renderer (@wellness/work-images), which the admin
 * service's works zip uses too; what stays here is how this service's routes answer with them.
 */
export { workImage } from '@wellness/work-images';
export type { PaintedWork, WorkImageSize } from '@wellness/work-images';

export const NOT_REVEALED_YET = 'The image is not revealed yet.';

/** How the picture routes send a PNG: the project's file headers (services/social files). */
export const pngHeaders = (disposition: string, name: string) => ({
  'Content-Type': 'image/png',
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': `${disposition}; filename="${name}"`,
  // The picture at a count never changes: its URL names the count.
  'Cache-Control': 'private, max-age=86400, immutable',
});
