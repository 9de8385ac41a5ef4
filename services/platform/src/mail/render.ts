import { convert } from 'html-to-text';

/** What a message shows of its promotion. */
export interface Branding {
  program_name: string;
  /** Header and button colour: the promotion's theme_color, else the product's (brandColour). */
  colour: string;
  /** The promotion's own origin, for the footer link. */
  origin: string;
}

export const DEFAULT_COLOUR = '#1f5f8b';

/** A promotion's theme_color when it is a `#rrggbb` colour, else the product's own. */
export function brandColour(themeColor: string | null | undefined): string {
  return themeColor && /^#[0-9a-f]{6}$/i.test(themeColor)
    ? themeColor.toLowerCase()
    : DEFAULT_COLOUR;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * White on the colour when that reads at 4.5:1 or better (WCAG AA), else near-black: a
 * promotion may choose a light colour and its name must still be readable.
 */
export function textOn(colour: string): string {
  return 1.05 / (luminance(colour) + 0.05) >= 4.5 ? '#ffffff' : '#1a1a1a';
}

export interface MessageContent {
  subject: string;
  /** Paragraphs of text (a coordinator's body): escaped, blank lines split paragraphs. */
  body: string;
  /** Present on bulk and marketing messages. */
  unsubscribeUrl?: string;
  /** A content item's `email_image` (absolute URL) and its caption, shown above the body. */
  image?: { url: string; alt: string };
  /** A button below the body, e.g. "Read the tip" linking to the item's page. */
  action?: { url: string; label: string };
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const paragraphs = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<mj-text>${escape(p).replace(/\r?\n/g, '<br />')}</mj-text>`)
    .join('\n');

/** MJML of every message: the programme's name on its colour, the body, and the footer. */
function template(branding: Branding, content: MessageContent): string {
  const footer = content.unsubscribeUrl
    ? `You receive this e-mail as a participant of ${escape(branding.program_name)}. <a href="${escape(content.unsubscribeUrl)}" style="color:#333333">Unsubscribe</a> from these e-mails.`
    : `You receive this e-mail as a participant of ${escape(branding.program_name)}.`;
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escape(content.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="16px" line-height="24px" color="#1a1a1a" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="${escape(branding.colour)}" padding="16px">
      <mj-column><mj-text font-size="22px" font-weight="bold" color="${textOn(branding.colour)}">${escape(branding.program_name)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px">
      <mj-column>
        ${content.image ? `<mj-image src="${escape(content.image.url)}" alt="${escape(content.image.alt)}" padding="0 0 16px" />` : ''}
        ${paragraphs(content.body)}
        ${content.action ? `<mj-button href="${escape(content.action.url)}" background-color="${escape(branding.colour)}" color="${textOn(branding.colour)}" align="left">${escape(content.action.label)}</mj-button>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 16px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="#333333">${footer}</mj-text>
        <mj-text font-size="12px" line-height="18px" color="#333333"><a href="${escape(branding.origin)}" style="color:#333333">${escape(branding.origin)}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/**
 * Stands for each recipient's own unsubscribe link in a message rendered once for all of them
 * (MJML takes milliseconds per render; a bulk send renders once): `withLink` puts it in.
 */
export const LINK_PLACEHOLDER = 'https://unsubscribe.invalid/link';

export function withLink(message: RenderedMessage, link: string): RenderedMessage {
  return {
    subject: message.subject,
    html: message.html.split(escape(LINK_PLACEHOLDER)).join(escape(link)),
    text: message.text.split(LINK_PLACEHOLDER).join(link),
  };
}

/** HTML from the MJML template and its plain-text version. */
export async function renderMessage(
  branding: Branding,
  content: MessageContent,
): Promise<RenderedMessage> {
  // Loaded at the first message, not at start: MJML and its dependencies take about a second
  // to load, and most processes that import the platform never render one (services README).
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(template(branding, content), { validationLevel: 'strict' });
  const text = convert(result.html, {
    wordwrap: 78,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  });
  return { subject: content.subject, html: result.html, text };
}

/**
 * A content item's text (Markdown or HTML) as the plain paragraphs a message's body takes:
 * tags removed, links kept as their text and address, paragraphs split by blank lines.
 */
export function contentText(content: string): string {
  return convert(content, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  });
}
