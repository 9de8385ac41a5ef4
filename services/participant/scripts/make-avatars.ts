/**
 * Writes the product's own profile-image avatars (assets/avatars/avatar-{1..8}.svg): a head
 * and shoulders on a coloured disc. Run `npx tsx services/participant/scripts/make-avatars.ts`
 * after changing the palette; the files are committed and served by GET /api/profile_images/
 * avatars/{name} (services/participant README, "Registration").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Background and figure colours; the figure is light on dark discs and dark on light ones. */
export const AVATAR_PALETTE: Array<[background: string, figure: string]> = [
  ['#5b2a6e', '#f3e8f7'],
  ['#1f6f8b', '#e6f4f8'],
  ['#2e7d32', '#e8f5e9'],
  ['#c62828', '#fdecea'],
  ['#f9a825', '#3e2a00'],
  ['#6d4c41', '#f3ebe7'],
  ['#3949ab', '#e8eaf6'],
  ['#00897b', '#e0f2f1'],
];

export function avatarSvg(background: string, figure: string, label: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${label}">`,
    `<circle cx="150" cy="150" r="150" fill="${background}"/>`,
    `<circle cx="150" cy="118" r="52" fill="${figure}"/>`,
    `<path d="M58 252c10-52 48-80 92-80s82 28 92 80a150 150 0 0 1-184 0z" fill="${figure}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

const out = path.join(import.meta.dirname, '..', 'assets', 'avatars');
mkdirSync(out, { recursive: true });
AVATAR_PALETTE.forEach(([background, figure], index) => {
  const name = `avatar-${index + 1}.svg`;
  writeFileSync(path.join(out, name), avatarSvg(background, figure, `Avatar ${index + 1}`));
});
