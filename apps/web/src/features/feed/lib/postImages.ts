import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload';
import { checkPostImage, MAX_POST_IMAGES } from './post';

/** One image of the post form: stored (`url`), uploading (`progress`), or refused (`error`). */
export interface ImageSlot {
  key: string;
  name: string;
  progress: number;
  url?: string;
  preview?: string;
  error?: string;
}

/** What the form says about a file: it failed to upload, or it is not an accepted type. */
export interface ImageWords {
  failed: (name: string, cause: unknown) => string;
  wrongType: (name: string) => string;
}

let slotCounter = 0;
function nextKey(prefix: string): string {
  slotCounter += 1;
  return `${prefix}-${slotCounter}`;
}

/** Slots for images already stored (a post being edited, a kept draft). */
export function storedSlots(urls: readonly string[]): ImageSlot[] {
  return urls.map((url) => ({
    key: nextKey('existing'),
    name: url.split('/').pop() ?? 'image',
    progress: 100,
    url,
    preview: url,
  }));
}

/** The addresses of the images stored so far, in order. */
export function storedUrls(slots: readonly ImageSlot[]): string[] {
  return slots.flatMap((slot) => (slot.url ? [slot.url] : []));
}

/** True while an image is still on its way (neither stored nor refused). */
export function isUploading(slots: readonly ImageSlot[]): boolean {
  return slots.some((slot) => !slot.url && !slot.error);
}

/**
 * The post form's images: each chosen file uploads at once with its progress, so the post itself is sent with
 * addresses only. Uploads still running when the form goes away are cancelled and local previews let go.
 * `choose` answers whether some files were left out (more than MAX_POST_IMAGES).
 */
export function usePostImages(initial: readonly string[], words: ImageWords) {
  const [slots, setSlots] = useState<ImageSlot[]>(() => storedSlots(initial));
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of shown) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback(
    (key: string, change: Partial<ImageSlot>) =>
      setSlots((list) => list.map((slot) => (slot.key === key ? { ...slot, ...change } : slot))),
    [],
  );

  async function uploadOne(slot: ImageSlot, file: File) {
    const controller = new AbortController();
    controllers.current.set(slot.key, controller);
    try {
      const image = await uploadImage(file, 'post', (progress) => update(slot.key, { progress }), controller.signal);
      update(slot.key, { url: image.url, progress: 100 });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      const message = words.failed(file.name, cause);
      update(slot.key, { error: message });
      toast.error(message);
    } finally {
      controllers.current.delete(slot.key);
    }
  }

  function localPreview(file: File): string | undefined {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  }

  function choose(files: readonly File[]): { tooMany: boolean } {
    const room = Math.max(0, MAX_POST_IMAGES - slots.length);
    const added = files.slice(0, room).map((file): [ImageSlot, File] => {
      const refused = checkPostImage(file) ? { error: words.wrongType(file.name) } : {};
      return [{ key: nextKey('new'), name: file.name, progress: 0, preview: localPreview(file), ...refused }, file];
    });
    setSlots((list) => [...list, ...added.map(([slot]) => slot)]);
    for (const [slot, file] of added) if (!slot.error) void uploadOne(slot, file);
    return { tooMany: files.length > room };
  }

  function remove(key: string) {
    controllers.current.get(key)?.abort();
    const gone = slots.find((slot) => slot.key === key)?.preview;
    if (gone && previews.current.delete(gone)) URL.revokeObjectURL(gone);
    setSlots((list) => list.filter((slot) => slot.key !== key));
  }

  function clear() {
    for (const controller of controllers.current.values()) controller.abort();
    setSlots([]);
  }

  return { slots, choose, remove, clear };
}
