import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * The Content-Disposition of a download (RFC 6266): the name in UTF-8 as `filename*` (RFC 5987), so a name in
 * Yorùbá, Hausa Ajami or any other script is kept, and a plain ASCII `filename` for clients that read only that.
 * A name is never written into the header as it came: a character outside Latin-1 there throws.
 */
export function attachment(filename: string): string {
  return contentDisposition(filename, { type: 'attachment', fallback: asciiFallback(filename) });
}

/** The name in ASCII: accents and tone marks dropped (Ọ̀ → O), anything else outside ASCII as '_'. */
function asciiFallback(filename: string): string {
  return filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replaceAll('"', "'");
}

/**
 * Sends a document a member uploaded (to a proposal, in a message) as a download: of the type read from its bytes
 * on arrival, never sniffed by the browser as anything else, and never kept by a cache.
 */
export function sendDocument(reply: FastifyReply, document: { name: string; contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', attachment(document.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(document.bytes);
}
