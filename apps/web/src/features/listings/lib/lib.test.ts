import { describe, expect, it } from 'vitest';
import { acceptedImage } from '../../../components/form/ImagePicker';

describe('acceptedImage', () => {
  const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

  it('takes the types a form allows, by name and type', () => {
    expect(acceptedImage(file('poster.png', 'image/png'), ['png'])).toBe(true);
    expect(acceptedImage(file('poster.PNG', 'image/png'), ['png'])).toBe(true);
    expect(acceptedImage(file('photo.jpg', 'image/jpeg'), ['png'])).toBe(false);
    expect(acceptedImage(file('photo.jpg', 'image/jpeg'), ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'])).toBe(true);
    expect(acceptedImage(file('notes.txt', 'text/plain'), ['png', 'jpg'])).toBe(false);
    expect(acceptedImage(file('fake.png', 'application/pdf'), ['png'])).toBe(false);
  });
});
