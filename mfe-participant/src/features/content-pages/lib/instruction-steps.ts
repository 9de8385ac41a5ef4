import type { ContentItem } from '@wellness/shared-ui';

/**
 * instruction_pages: the item of key `prestart` introduces /activity-prestart; every other
 * item is a step of How It Works.
 */
export const isPrestartIntro = (item: ContentItem) => item.key === 'prestart';
export const isStep = (item: ContentItem) => item.key !== 'prestart';
