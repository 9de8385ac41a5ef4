import { JSDOM } from 'jsdom';
import { SVG_TOO_COMPLEX, UNSAFE_SVG, UploadRejected } from '../../../src/domain/uploads';
import { acceptSvg, inspectSvg } from '../../../src/domain/uploads/svg';
import { HOSTILE_SVGS, NEUTRALISED_SVG } from '../../svg-corpus';

const INCORRECT_TYPE = 'Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.';

const refusal = async (text: string) => {
  try {
    await acceptSvg(text, INCORRECT_TYPE);
    return null;
  } catch (error) {
    return error instanceof UploadRejected ? error.message : error;
  }
};

/** The document a browser reads from the stored text, as image/svg+xml. */
const asXml = (text: string) =>
  new new JSDOM('').window.DOMParser().parseFromString(text, 'image/svg+xml');

describe('SVG uploads: sanitised with DOMPurify, refused when active', () => {
  it.each(HOSTILE_SVGS.map((entry) => [entry.name, entry]))(
    'refuses %s',
    async (_, { text, dangerous }) => {
      expect(await refusal(text)).toBe(UNSAFE_SVG);
      // Even the sanitised text (never stored, since the upload is refused) is clean.
      expect((await inspectSvg(text)).svg ?? '').not.toMatch(dangerous);
    },
  );

  it('drops comments, metadata, instructions and editor markup, and keeps the picture', async () => {
    const stored = await acceptSvg(NEUTRALISED_SVG.text, INCORRECT_TYPE);
    for (const part of NEUTRALISED_SVG.dropped) expect(stored).not.toMatch(part);
    for (const part of NEUTRALISED_SVG.kept) expect(stored).toMatch(part);
    const document = asXml(stored);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('refuses what a browser would not show as an SVG image as the wrong type', async () => {
    for (const text of [
      '<svg width="10" height="10"><rect width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&nbsp;</text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>',
      'just some text',
    ]) {
      expect([text, await refusal(text)]).toEqual([text, INCORRECT_TYPE]);
    }
  });

  it('keeps text, CDATA style sheets and links to its own fragments, escaped for XML', async () => {
    const stored = await acceptSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="#c"><text id="c">Fish &amp; chips</text></a><style><![CDATA[.a > .b { fill: url(#g) }]]></style></svg>',
      '',
    );
    expect(stored).toContain('Fish &amp; chips');
    expect(stored).toContain('<style>.a &gt; .b { fill: url(#g) }</style>');
    expect(stored).toMatch(/<a xlink:href="#c">/);
    expect(asXml(stored).getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('refuses an SVG over the budget before parsing it', async () => {
    const shapes = (count: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(count)}</svg>`;
    const nested = (depth: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;
    const long = `<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0${' L1 1'.repeat(210_000)}"/></svg>`;
    expect(await refusal(shapes(4_999))).toBeNull();
    expect(await refusal(nested(99))).toBeNull();
    const disguised = `<svg xmlns="http://www.w3.org/2000/svg">${'<g id="/>">'.repeat(100)}${'</g>'.repeat(100)}</svg>`;
    const attributes = Array.from({ length: 101 }, (_, i) => `data-${i}="1"`).join(' ');
    for (const text of [shapes(5_000), nested(100), disguised, long, `<svg ${attributes}/>`]) {
      expect(await refusal(text)).toBe(SVG_TOO_COMPLEX);
    }
    const commented = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'<g>'.repeat(200)}--></svg>`;
    expect(await refusal(commented)).toBeNull();
  });
});
