import { pageOrigin } from '../../../lib/origin';

/** The shareable address of a post: its page /post/{id} on the address the visitor is using. */
export function postUrl(id: string, origin: string = pageOrigin()): string {
  return `${origin}/post/${encodeURIComponent(id)}`;
}

/** A WhatsApp share link (wa.me with no number: the person picks the chat) carrying the text and the address. */
export function whatsAppShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${url}` : url)}`;
}
