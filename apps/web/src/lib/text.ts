/** A text cut for a card, and whether anything was cut (show 'Read more'). */
export interface TextPreview {
  /** The text to show while collapsed (with '…' when cut). */
  preview: string;
  /** True when the preview is shorter than the whole text (show 'Read more'). */
  truncated: boolean;
}

/**
 * The first `limit` characters of a text (bios and post descriptions: 100), cut at the last space when there is
 * one in the second half, so words stay whole. Counts characters, not UTF-16 units (emoji and accents stay whole).
 */
export function textPreview(text: string | null | undefined, limit: number): TextPreview {
  const whole = (typeof text === 'string' ? text.trim() : '').replace(/\s+/g, ' ');
  const chars = Array.from(whole);
  if (chars.length <= limit) return { preview: whole, truncated: false };
  let cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  if (space > limit / 2) cut = cut.slice(0, space);
  return { preview: `${cut.replace(/[\s.,;:!?-]+$/, '')}…`, truncated: true };
}
