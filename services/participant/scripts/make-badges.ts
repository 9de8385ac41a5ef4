/**
 * Writes the product's own badge pictures (assets/badges/{category}.svg and locked.svg): a
 * medal on a ribbon with a sign of what the badge counts. Run
 * `npx tsx services/participant/scripts/make-badges.ts` after changing them; the files are
 * committed and served by GET /api/badges/images/{name} (README "Badges").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INK = '#ffffff';
const line = (d: string) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d: string) => `<path d="${d}" fill="${INK}"/>`;

/** Each category's colour and sign, drawn inside a 300×300 medal centred at (150, 130). */
export const BADGE_ART: Record<string, { colour: string; label: string; sign: string }> = {
  days_logged: {
    colour: '#2e7d32',
    label: 'Days logged',
    sign: line('M95 95h110v90H95zM95 120h110M120 80v25M180 80v25') + line('M118 152l18 16 42-36'),
  },
  evaluation: { colour: '#1f6f8b', label: 'Evaluation', sign: line('M95 135l35 35 75-80') },
  survey: {
    colour: '#3949ab',
    label: 'Survey',
    sign: line('M105 85h90v105h-90zM122 112h56M122 137h56M122 162h36'),
  },
  displayed_art: {
    colour: '#6d4c41',
    label: 'Displayed art',
    sign: line('M90 90h120v85H90z') + fill('M100 168l35-45 25 30 15-18 28 33z'),
  },
  sent_gift_points: {
    colour: '#c62828',
    label: 'Gift points sent',
    sign: line(
      'M95 115h110v70H95zM88 100h124v18H88zM150 100v85M150 100c-20-30-50-10-25 0M150 100c20-30 50-10 25 0',
    ),
  },
  wall_posts_created: {
    colour: '#5b2a6e',
    label: 'Wall posts',
    sign: line('M90 90h120v70h-60l-30 28v-28H90z'),
  },
  wall_posts_tags: {
    colour: '#00897b',
    label: 'Wall tags',
    sign: line('M95 95h60l50 50-45 45-50-50zM118 118h0'),
  },
  recipes_rated: {
    colour: '#ef6c00',
    label: 'Recipes rated',
    sign: fill('M150 82l19 40 44 5-33 30 9 43-39-22-39 22 9-43-33-30 44-5z'),
  },
  tips_shared: {
    colour: '#f9a825',
    label: 'Tips shared',
    sign: line('M150 82a38 38 0 0 1 22 69v14h-44v-14a38 38 0 0 1 22-69zM132 182h36'),
  },
  buddies_added: {
    colour: '#ad1457',
    label: 'Buddies added',
    sign:
      line(
        'M120 118m-20 0a20 20 0 1 0 40 0a20 20 0 1 0-40 0M182 118m-20 0a20 20 0 1 0 40 0a20 20 0 1 0-40 0',
      ) + line('M88 185c4-25 18-38 32-38s28 13 32 38M150 185c4-25 18-38 32-38s28 13 32 38'),
  },
  custom: {
    colour: '#455a64',
    label: 'Special badge',
    sign: fill('M150 80l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4z') + line('M110 190h80'),
  },
  locked: {
    colour: '#757575',
    label: 'Locked badge',
    sign: line('M122 130v-20a28 28 0 0 1 56 0v20') + fill('M108 128h84v62h-84z'),
  },
};

export function badgeSvg(colour: string, label: string, sign: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${label}">`,
    `<path d="M100 200l-30 90 40-18 25 28 15-90zM200 200l30 90-40-18-25 28-15-90z" fill="${colour}" opacity="0.75"/>`,
    `<circle cx="150" cy="135" r="110" fill="${colour}"/>`,
    `<circle cx="150" cy="135" r="94" fill="none" stroke="${INK}" stroke-width="4" opacity="0.6"/>`,
    sign,
    '</svg>',
    '',
  ].join('\n');
}

const out = path.join(import.meta.dirname, '..', 'assets', 'badges');
mkdirSync(out, { recursive: true });
for (const [name, art] of Object.entries(BADGE_ART)) {
  writeFileSync(path.join(out, `${name}.svg`), badgeSvg(art.colour, art.label, art.sign));
}
