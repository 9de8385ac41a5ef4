import {
  DEFAULT_COLOUR,
  LINK_PLACEHOLDER,
  brandColour,
  renderMessage,
  textOn,
  withLink,
} from '../src/mail/render';

const branding = {
  program_name: 'Healthy <Habits>',
  colour: '#1f5f8b',
  origin: 'http://demo.localhost:8080',
};

describe('rendering a message', () => {
  it('gives HTML and text with the programme name, the escaped body and the footer', async () => {
    const message = await renderMessage(branding, {
      subject: 'Hello',
      body: 'First <b>line</b>\nsame paragraph\n\nSecond paragraph',
    });
    expect(message.html).toContain('Healthy &lt;Habits&gt;');
    expect(message.html).toContain('First &lt;b&gt;line&lt;/b&gt;<br />same paragraph');
    expect(message.html).toContain('background-color:#1f5f8b');
    expect(message.html).not.toContain('Unsubscribe');
    expect(message.text).toContain('Healthy <Habits>');
    expect(message.text).toContain('Second paragraph');
    expect(message.text).toContain('You receive this e-mail as a participant of Healthy <Habits>.');
  });

  it("puts each recipient's own unsubscribe link in a message rendered once", async () => {
    const once = await renderMessage(branding, {
      subject: 'Bulk',
      body: 'For everyone.',
      unsubscribeUrl: LINK_PLACEHOLDER,
    });
    const link = 'http://demo.localhost:8080/unsubscribe?email=a%40b.test&token=abc';
    const message = withLink(once, link);
    expect(message.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(message.text).toContain(link);
    expect(`${message.html}${message.text}`).not.toContain(LINK_PLACEHOLDER);
  });
});

describe('a message with a content image', () => {
  it('shows the image with its caption as alternative text above the body', async () => {
    const message = await renderMessage(branding, {
      subject: 'Tip',
      body: 'Body text',
      image: { url: 'http://demo.localhost:8080/img/tip.png', alt: 'A bowl of "fruit"' },
    });
    expect(message.html).toMatch(
      /<img[^>]+alt="A bowl of &quot;fruit&quot;"[^>]+src="http:\/\/demo\.localhost:8080\/img\/tip\.png"/,
    );
    expect(message.html.indexOf('tip.png')).toBeLessThan(message.html.indexOf('Body text'));
  });
});

describe("a promotion's colour", () => {
  it('is its theme_color when that is a #rrggbb colour, else the product default', () => {
    expect(brandColour('#5B2A6E')).toBe('#5b2a6e');
    expect(brandColour(null)).toBe(DEFAULT_COLOUR);
    expect(brandColour('red')).toBe(DEFAULT_COLOUR);
    expect(brandColour('#fff')).toBe(DEFAULT_COLOUR);
    expect(brandColour('#5b2a6e;background:url(x)')).toBe(DEFAULT_COLOUR);
  });

  it('carries white text when that reads at 4.5:1, else dark text (WCAG AA)', async () => {
    expect(textOn('#5b2a6e')).toBe('#ffffff');
    expect(textOn('#f5d76e')).toBe('#1a1a1a');
    const light = await renderMessage(
      { ...branding, colour: '#f5d76e' },
      { subject: 'Light', body: 'Body' },
    );
    expect(light.html).toMatch(/background-color:#f5d76e/);
    expect(light.html).toMatch(/color:#1a1a1a[^>]*>Healthy &lt;Habits&gt;/);
  });
});
