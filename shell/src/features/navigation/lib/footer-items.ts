import { isDashboardOnly, isPoster } from '@wellness/shared-ui';
import type { Promotion, Role } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/**
 * The footer's links, in a module of their own: the light welcome frame (issue 18) shows them
 * without the navigation tree.
 */
export interface NavLinkItem {
  label: string;
  to: string;
}

/** Help, opt-in, privacy and terms: the pages every visitor may read. */
export function helpItems(promotion: Promotion | undefined): NavLinkItem[] {
  const items: NavLinkItem[] = [{ label: 'Help', to: paths['support.faqs'] }];
  if (promotion?.show_opt_in_participation_link) {
    items.push({ label: 'Opt In to Participation', to: paths.opt_in_participation });
  }
  if (!promotion?.hide_privacy_link) items.push({ label: 'Privacy', to: paths['legal.privacy'] });
  items.push({ label: 'Terms', to: paths['legal.terms'] });
  return items;
}

/**
 * Footer links (spec 2 s2, which hides the contact link): some depend on promotion flags,
 * the sitemap on a session.
 */
export function footerItems(
  promotion: Promotion | undefined,
  signedIn: boolean,
  role?: Role,
): NavLinkItem[] {
  const items = helpItems(promotion);
  if (signedIn) items.push({ label: 'Sitemap', to: paths.sitemap });
  // Spec 3 s2 the "Feedback" dialog, s6 "Participants: survey, feedback, ...": for a
  // participant when the promotion has is_feedback_enabled.
  if (
    signedIn &&
    role &&
    !isDashboardOnly(role) &&
    !isPoster(role) &&
    promotion?.is_feedback_enabled
  )
    items.push({ label: 'Feedback', to: paths.feedback });
  return items;
}
