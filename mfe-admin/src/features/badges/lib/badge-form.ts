import { z } from 'zod';
import type { AdminBadge, BadgeInput } from '../api/badges-api';
import { BADGE_CATEGORIES, productImage } from './badge-categories';

const categories = BADGE_CATEGORIES.map((category) => category.value) as [string, ...string[]];

/** The editor's rules, as the server checks them (services/admin README "Badges"). */
export const badgeFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(255),
  category: z.enum(categories, { message: 'Choose a category.' }),
  goal: z.number({ message: 'Goal is required.' }).int().min(1, 'Goal must be at least 1.'),
  goal2: z.number().int().min(1, 'Second goal must be at least 1.').nullable(),
  hide_until_earned: z.boolean(),
  image_url: z
    .string()
    .trim()
    .regex(/^(https?:\/\/|\/)\S+$/, 'Picture must be an address (http, https or /).')
    .max(512),
});

export type BadgeFormValues = z.infer<typeof badgeFormSchema>;

export const newBadgeValues = (): BadgeFormValues => ({
  name: '',
  category: 'days_logged',
  goal: 1,
  goal2: null,
  hide_until_earned: false,
  image_url: productImage('days_logged'),
});

export const badgeValues = (badge: AdminBadge): BadgeFormValues => ({
  name: badge.name,
  category: badge.category,
  goal: badge.goal,
  goal2: badge.goal2,
  hide_until_earned: badge.hide_until_earned,
  image_url: badge.image_url,
});

export const toInput = (values: BadgeFormValues): BadgeInput => ({
  ...values,
  name: values.name.trim(),
  image_url: values.image_url.trim(),
});
