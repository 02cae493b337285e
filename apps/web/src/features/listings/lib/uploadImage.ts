import { type StoredImage, uploadWithProgress } from '../../../lib/upload';

export type ImagePurpose = 'tool' | 'opportunity' | 'event';

/** Uploads one image (multipart) with progress; the server checks its type from the bytes. */
export function uploadListingImage(
  file: File,
  purpose: ImagePurpose,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredImage> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('image', file, file.name);
  return uploadWithProgress<StoredImage>('POST', '/api/prop/images', form, onProgress, signal);
}
