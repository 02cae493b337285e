import { uploadWithProgress } from './upload';

/*
 * A member's cover and profile photo (or logo): what a file must be, checked before it is sent (the server checks
 * again), and its upload. Creatives, partners and businesses all change theirs with components/form/PhotoUpload.
 */

export type PhotoKind = 'cover' | 'profile';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

const PHOTO_RULES: Record<PhotoKind, { extensions: readonly string[]; mimes: readonly string[] }> = {
  cover: { extensions: ['png'], mimes: ['image/png'] },
  profile: { extensions: ['png', 'jpg', 'jpeg'], mimes: ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'] },
};

/** The file input's `accept`, from the same rules. */
export function acceptFor(kind: PhotoKind): string {
  const rule = PHOTO_RULES[kind];
  return [...rule.extensions.map((ext) => `.${ext}`), ...rule.mimes.filter((mime) => mime !== 'image/jpg')].join(',');
}

export type PhotoProblem = 'coverType' | 'profileType' | 'tooLarge' | 'empty';

/**
 * Checks a chosen file before it is sent (the server checks again, by its content): the type by MIME type,
 * or by the name's extension when the phone gives no MIME type, and the size (8 MB).
 */
export function checkPhoto(file: { name: string; type: string; size: number }, kind: PhotoKind): PhotoProblem | null {
  const rule = PHOTO_RULES[kind];
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const mime = file.type.toLowerCase();
  const extensionOk = extension === '' || rule.extensions.includes(extension);
  const mimeOk = mime ? rule.mimes.includes(mime) : extension !== '' && rule.extensions.includes(extension);
  if (!extensionOk || !mimeOk) return kind === 'cover' ? 'coverType' : 'profileType';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

export interface UploadedImage {
  field: 'photo' | 'cover_photo';
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * PUT /prop/account/profile_image as multipart (`profile_image` or `cover_image`), with XMLHttpRequest so the
 * page can show upload progress (fetch cannot report it). Resolves with the stored image; rejects with ApiError.
 */
export function uploadAccountImage(
  file: File,
  kind: 'cover' | 'profile',
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append(kind === 'cover' ? 'cover_image' : 'profile_image', file, file.name);
  return uploadWithProgress<UploadedImage>('PUT', '/api/prop/account/profile_image', form, onProgress, signal);
}
