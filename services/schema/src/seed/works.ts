import type { EntityManager } from 'typeorm';
import { StyleImage, WorkStyle, WorkStyleCollection } from '../entities';
import { abstract, landscape } from './paintings';
import type { Palette } from './paintings';

const DAWN: Palette = {
  sky: ['#f6c89f', '#fbe7c6'],
  layers: ['#8a9bb5', '#5d7a8c', '#3d5a4c', '#24382c'],
  accent: '#f28c38',
};
const NOON: Palette = {
  sky: ['#7fb8e6', '#d7ecf7'],
  layers: ['#9bbf7a', '#6f9a4e', '#4a7436', '#2d4f24'],
  accent: '#fff3b0',
};
const DUSK: Palette = {
  sky: ['#3b2c5a', '#c0607a'],
  layers: ['#6b4a7a', '#4a345e', '#2e2244', '#1a142b'],
  accent: '#ffd27a',
};
const SEA: Palette = {
  sky: ['#0f3057', '#e7f2f8'],
  layers: ['#00587a', '#008891', '#f2a154', '#e7e7de'],
  accent: '#ffffff',
};
const EMBER: Palette = {
  sky: ['#2b1d1d', '#f7d08a'],
  layers: ['#d1495b', '#edae49', '#00798c', '#30638e'],
  accent: '#fdf0d5',
};

const svgImage = (title: string, subtitle: string, image: string) => ({
  title,
  subtitle,
  image: Buffer.from(image),
  content_type: 'image/svg+xml',
});

/** Two collections of three styles (weeks 1-3), each style with two pictures. */
const COLLECTIONS = [
  {
    name: 'Landscapes',
    styles: [
      {
        name: 'Mountains',
        category: 'Landscape',
        images: [
          svgImage('Morning Ridge', 'Mountains at dawn', landscape(11, DAWN, 160)),
          svgImage('Evening Peaks', 'Mountains at dusk', landscape(12, DUSK, 170)),
        ],
      },
      {
        name: 'Meadows',
        category: 'Landscape',
        images: [
          svgImage('Green Valley', 'Rolling hills at noon', landscape(21, NOON, 60)),
          svgImage('Quiet Fields', 'Hills after sunset', landscape(22, DUSK, 50)),
        ],
      },
      {
        name: 'Seaside',
        category: 'Landscape',
        images: [
          svgImage('Harbour Light', 'The coast in the morning', landscape(31, SEA, 30)),
          svgImage('Low Tide', 'Sand and water', landscape(32, NOON, 20)),
        ],
      },
    ],
  },
  {
    name: 'Abstracts',
    styles: [
      {
        name: 'Circles',
        category: 'Abstract',
        images: [
          svgImage('Orbits', 'Discs in warm colours', abstract(41, EMBER, 'discs')),
          svgImage('Bubbles', 'Discs by the sea', abstract(42, SEA, 'discs')),
        ],
      },
      {
        name: 'Waves',
        category: 'Abstract',
        images: [
          svgImage('Currents', 'Bands of colour', abstract(51, SEA, 'bands')),
          svgImage('Heat', 'Warm bands', abstract(52, EMBER, 'bands')),
        ],
      },
      {
        name: 'Dusk',
        category: 'Abstract',
        images: [
          svgImage('Nightfall', 'Discs at dusk', abstract(61, DUSK, 'discs')),
          svgImage('Afterglow', 'Bands at dusk', abstract(62, DUSK, 'bands')),
        ],
      },
    ],
  },
];

/** Seeds the two collections; returns their ids (Landscapes first). */
export async function seedWorkStyles(manager: EntityManager): Promise<number[]> {
  const ids: number[] = [];
  for (const collection of COLLECTIONS) {
    const saved = await manager.save(WorkStyleCollection, { name: collection.name });
    ids.push(saved.id);
    for (const [index, style] of collection.styles.entries()) {
      const { id } = await manager.save(WorkStyle, {
        collection_id: saved.id,
        promotion_id: null,
        name: style.name,
        category: style.category,
        mask_type: 'P' as const,
        week: index + 1,
      });
      await manager.insert(
        StyleImage,
        style.images.map((image) => ({ ...image, style_id: id })),
      );
    }
  }
  return ids;
}
