/*
 * The business logo (.png or .jpg) and cover photo (.png only) checks done before an upload
 * (spec: "Cover photo .png; profile photo .png or .jpg"); the server checks again by the file's content.
 */

export type BusinessImageKind = 'cover' | 'logo';
export type ImageProblem = 'coverType' | 'logoType' | 'tooLarge' | 'empty';

/** The largest image the server accepts. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

const RULES: Record<BusinessImageKind, { extensions: readonly string[]; mimes: readonly string[] }> = {
  cover: { extensions: ['png'], mimes: ['image/png'] },
  logo: { extensions: ['png', 'jpg', 'jpeg'], mimes: ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'] },
};

/** The multipart field of PUT /prop/account/profile_image: the logo goes in `profile_image`. */
export const UPLOAD_FIELD: Record<BusinessImageKind, 'cover_image' | 'profile_image'> = {
  cover: 'cover_image',
  logo: 'profile_image',
};

/** The file input's `accept` list. */
export function acceptFor(kind: BusinessImageKind): string {
  const rule = RULES[kind];
  return [...rule.extensions.map((ext) => `.${ext}`), ...rule.mimes.filter((mime) => mime !== 'image/jpg')].join(',');
}

/**
 * What is wrong with a chosen file, or null. The type is judged by its MIME type, and by the name's
 * extension when there is one (phones sometimes give no MIME type); then the size.
 */
export function checkImage(
  file: { name: string; type: string; size: number },
  kind: BusinessImageKind,
): ImageProblem | null {
  const rule = RULES[kind];
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const mime = file.type.toLowerCase();
  const extensionOk = extension === '' || rule.extensions.includes(extension);
  const mimeOk = mime ? rule.mimes.includes(mime) : extension !== '' && rule.extensions.includes(extension);
  if (!extensionOk || !mimeOk) return kind === 'cover' ? 'coverType' : 'logoType';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

/** Upload progress as a whole percentage (0–100), or null when the size is unknown. */
export function progressPercent(loaded: number, total: number): number | null {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
