import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';

/*
 * Label in name (WCAG 2.5.3): where a control shows one message and is named by another (an aria-label that adds
 * what the control acts on), the name must contain the words shown, in every language, so that a person who
 * says what they see ("Add to cart") reaches it with voice control. axe checks this only on pages that happen to
 * show the control; this checks every pair below in every catalogue. [visible key, accessible-name key].
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['create.button', 'create.buttonLabel'],
  ['create.button', 'create.buttonLabelPost'],
  ['accounts.show', 'accounts.showPassword'],
  ['accounts.hide', 'accounts.hidePassword'],
  ['moderation.report.button', 'moderation.report.title'],
  ['post.whatsApp', 'post.shareWhatsApp'],
  ['market.card.view', 'market.card.viewLabel'],
  ['market.buy.addToCart', 'market.buy.addToCartLabel'],
  ['market.orders.accept', 'market.orders.acceptLabel'],
  ['market.orders.fulfil', 'market.orders.fulfilLabel'],
  ['market.orders.decline', 'market.orders.declineLabel'],
  ['listings.save.save', 'listings.save.label'],
  ['listings.save.saved', 'listings.save.savedLabel'],
  ['listings.tools.view', 'listings.tools.viewLabel'],
  ['listings.opportunities.view', 'listings.opportunities.viewLabel'],
  ['listings.trainings.view', 'listings.trainings.viewLabel'],
  ['proposals.card.view', 'proposals.card.viewLabel'],
];

// The files as a translator edits them (a plain import gets them compiled for Lingui).
const files = import.meta.glob<string>('../locales/*.json', { eager: true, query: '?raw', import: 'default' });

function catalogue(code: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, part] of Object.entries(files)) {
    if (new RegExp(`/${code}(\\.[a-z]+)?\\.json$`).test(path)) Object.assign(messages, JSON.parse(part));
  }
  return messages;
}

/** The words axe compares: accents, punctuation and (asides) dropped, lower case; a {placeholder} is a word of its own. */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\{\w+\}/g, ' 0placeholder0 ')
    .replace(/\([^()]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);

/** As axe's label-content-name-mismatch: the shown words appear, in order and side by side, in the name. */
function holds(name: string, shown: string): boolean {
  const [inName, inLabel] = [words(name), words(shown)];
  return inName.some((_, at) => inLabel.every((word, i) => inName[at + i] === word));
}

describe('label in name', () => {
  for (const { code } of LANGUAGES) {
    it(`${code}: every accessible name holds the words its control shows`, () => {
      const messages = catalogue(code);
      const broken = PAIRS.filter(([shown, name]) => {
        const visible = messages[shown];
        const accessible = messages[name];
        expect(visible, `${code} ${shown}`).toBeDefined();
        expect(accessible, `${code} ${name}`).toBeDefined();
        return !holds(accessible ?? '', visible ?? '');
      }).map(([shown, name]) => `${name} "${messages[name]}" does not contain ${shown} "${messages[shown]}"`);
      expect(broken).toEqual([]);
    });
  }
});
