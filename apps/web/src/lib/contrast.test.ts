import { describe, expect, it } from 'vitest';
import styles from '../styles.css?raw';

/** The colour tokens of the Tailwind theme in src/styles.css. */
function tokens(): Record<string, string> {
  const theme = /@theme\s*{([\s\S]*?)\n}/.exec(styles)?.[1] ?? '';
  return Object.fromEntries([...theme.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const FOOTER_STRIP = '#003d24';

describe('design tokens meet WCAG 2.2 AA contrast', () => {
  const c = tokens();
  const color = (name: string) => {
    const value = c[name];
    if (!value) throw new Error(`No --color-${name} in styles.css`);
    return value;
  };

  it.each([
    // [text, background] pairs used for text (4.5:1).
    ['white on primary (buttons)', WHITE, 'primary'],
    ['white on primary-dark (button hover)', WHITE, 'primary-dark'],
    ['white on primary-darker (footer)', WHITE, 'primary-darker'],
    ['primary-dark on white (links)', 'primary-dark', WHITE],
    ['primary-darker on primary-soft (active nav)', 'primary-darker', 'primary-soft'],
    ['primary-dark on primary-soft (hero eyebrow)', 'primary-dark', 'primary-soft'],
    ['ink on white', 'ink', WHITE],
    ['muted on white', 'muted', WHITE],
    ['muted on canvas', 'muted', 'canvas'],
    ['ink on accent (BETA label)', 'ink', 'accent'],
    ['ink on accent-soft (banner)', 'ink', 'accent-soft'],
    ['danger on white (errors)', 'danger', WHITE],
    ['white on danger (danger button)', WHITE, 'danger'],
    ['ink on warning-soft (notices)', 'ink', 'warning-soft'],
    ['white on the verification strip', WHITE, FOOTER_STRIP],
  ])('%s ≥ 4.5:1', (_, fg, bg) => {
    const hex = (v: string) => (v.startsWith('#') ? v : color(v));
    expect(contrast(hex(fg), hex(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    // Icons, focus rings and meaningful borders (3:1).
    ['warning icon on warning-soft', 'warning', 'warning-soft'],
    ['accent-ink icon on accent-soft', 'accent-ink', 'accent-soft'],
    ['focus ring on white', 'focus', WHITE],
    ['gold focus ring on the footer', 'accent', 'primary-darker'],
    ['primary border on white (secondary button)', 'primary', WHITE],
  ])('%s ≥ 3:1', (_, fg, bg) => {
    const hex = (v: string) => (v.startsWith('#') ? v : color(v));
    expect(contrast(hex(fg), hex(bg))).toBeGreaterThanOrEqual(3);
  });
});
