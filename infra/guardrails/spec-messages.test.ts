import { SPEC_MESSAGES } from './spec-messages/inventory';
import type { SpecMessage } from './spec-messages/inventory';
import { literalLength, mentions } from './spec-messages/match';
import { NOT_MESSAGES } from './spec-messages/not-messages';
import { productSources, testSources } from './spec-messages/sources';

/**
 * Below this many fixed characters a message not yet shown is too short to look for in the
 * product's code (`Invalid {label}.` would match `Invalid email or password.`).
 */
const SHORTEST_SEARCHED = 15;

const shown = SPEC_MESSAGES.filter((message) => message.shown);
const notYet = SPEC_MESSAGES.filter((message) => !message.shown);
const where = (sources: Map<string, string>, message: SpecMessage) =>
  [...sources].filter(([, text]) => mentions(text, message)).map(([file]) => file);

describe('spec messages: every message the spec quotes that the product shows is asserted by a test', () => {
  const product = productSources();
  const tests = testSources();

  afterAll(() => {
    console.info(
      `spec messages: ${SPEC_MESSAGES.length} quoted, ${shown.length} shown and asserted, ${notYet.length} not shown yet`,
    );
  });

  it('lists each message once, either where the product shows it or why it does not', () => {
    const texts = SPEC_MESSAGES.map((message) => message.text);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    expect(SPEC_MESSAGES.filter((m) => Boolean(m.shown) === Boolean(m.notYet))).toEqual([]);
    expect(texts.filter((text) => text in NOT_MESSAGES)).toEqual([]);
  });

  it('finds every message the product shows word for word in the source of some test', () => {
    expect(
      shown.filter((message) => where(tests, message).length === 0).map((m) => m.text),
    ).toEqual([]);
  });

  it('finds every message it lists as shown in the product', () => {
    expect(
      shown.filter((message) => where(product, message).length === 0).map((m) => m.text),
    ).toEqual([]);
  });

  it('finds no message it lists as not yet shown in the product: one that ships moves to the shown list, with its test', () => {
    const searched = notYet.filter((message) => literalLength(message.text) >= SHORTEST_SEARCHED);
    expect(
      searched
        .map((message) => ({ text: message.text, files: where(product, message) }))
        .filter(({ files }) => files.length > 0),
    ).toEqual([]);
  });
});
