import type { DataSource } from 'typeorm';
import {
  LINK_PLACEHOLDER,
  brandColour,
  notFound,
  renderMessage,
  unsubscribeUrl,
  withLink,
} from '@wellness/platform';
import type { Branding, MessageContent, RenderedMessage } from '@wellness/platform';
import { promotionOrigin } from '../promotions';

/** The promotion's look in its messages, and its site as the caller reaches it. */
export async function brandingOf(
  db: DataSource,
  promotionId: number,
  baseDomain: string,
  request: { protocol: string; host: string },
): Promise<Branding> {
  const [promotion]: Array<{
    subdomain: string;
    program_name: string;
    theme_color: string | null;
  }> = await db.query('SELECT subdomain, program_name, theme_color FROM promotions WHERE id = ?', [
    promotionId,
  ]);
  if (!promotion) throw notFound('Promotion');
  return {
    program_name: promotion.program_name,
    colour: brandColour(promotion.theme_color),
    origin: promotionOrigin(promotion.subdomain, baseDomain, request),
  };
}

/**
 * A custom e-mail as the worker renders it (the platform's one MJML template), with the
 * unsubscribe link of its first recipient, or the unsubscribe page's address when there is none.
 */
export async function previewCustomEmail(
  branding: Branding,
  unsubscribe: { secret: string; promotionId: number; firstRecipient: string | undefined },
  content: Pick<MessageContent, 'subject' | 'body'>,
): Promise<RenderedMessage> {
  const rendered = await renderMessage(branding, { ...content, unsubscribeUrl: LINK_PLACEHOLDER });
  const link = unsubscribe.firstRecipient
    ? unsubscribeUrl(
        branding.origin,
        unsubscribe.secret,
        unsubscribe.promotionId,
        unsubscribe.firstRecipient,
      )
    : new URL('/unsubscribe', branding.origin).toString();
  return withLink(rendered, link);
}
