import { PROPOSAL_DOCUMENT_TYPES } from '@creative-ng/shared';
import { fileTypeFromBuffer } from 'file-type';

/*
 * Documents people send each other (a proposal's, a message's): JPEG, PNG or PDF, the type read from the bytes,
 * kept in the database and only ever downloaded as an attachment by the people they were sent between.
 */

export type DocumentType = (typeof PROPOSAL_DOCUMENT_TYPES)[number];

/** The real type of a document, read from its bytes: PDF, PNG or JPEG, else undefined (an .exe renamed .pdf too). */
export async function detectDocumentType(bytes: Uint8Array): Promise<DocumentType | undefined> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return PROPOSAL_DOCUMENT_TYPES.find((type) => type === mime);
}

const EXTENSIONS: Readonly<Record<DocumentType, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The name a document is kept and downloaded under: the sender's words in any script (letters with their tone
 * marks, digits, spaces and plain punctuation; no path, quote or control characters), at most 100 characters,
 * with the extension of its real type.
 */
export function documentName(name: string, contentType: DocumentType): string {
  const base = Array.from(
    name
      .normalize('NFC')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\p{L}\p{M}\p{N} _.,()'&+-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 100)
    .join('');
  return `${base || 'document'}.${EXTENSIONS[contentType]}`;
}
