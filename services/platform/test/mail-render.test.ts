import { LINK_PLACEHOLDER, renderMessage, withLink } from '../src/mail/render';

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
