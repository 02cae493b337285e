import { Fragment, type ReactNode } from 'react';

/*
 * A message's text as written, with web addresses made into links. Only http(s) addresses become links, and only
 * as text: nothing a member writes is ever read as markup (React writes it as text), so a message cannot carry a
 * script, an image or a `javascript:` link. Links open in a new tab without telling the other site where from.
 */

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}»”’]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/** The text cut into plain parts and links (each link's address checked to be http or https). */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const address = raw.slice(0, raw.length - trailing.length);
    let href: string | null = null;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: address, href });
    at = start + address.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }): ReactNode {
  return textParts(text).map((part, index) =>
    part.href ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className={linkClassName}
      >
        {part.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
