import { describe, expect, it } from 'vitest';
import { acceptedImage } from '../components/ImagePicker';
import { issuesByField } from './messages';

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

describe('issuesByField', () => {
  it('keeps the first message of each field', () => {
    expect(
      issuesByField([
        { path: ['title'], message: 'All fields are required' },
        { path: ['title'], message: 'This is too long.' },
        { path: ['images', 0], message: 'Upload it here first' },
      ]),
    ).toEqual({ title: 'All fields are required', images: 'Upload it here first' });
  });
});
