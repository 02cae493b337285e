import { describe, expect, it } from 'vitest';
import { acceptFor, checkPhoto, MAX_IMAGE_BYTES } from './photo';

describe('checkPhoto', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes only .png for the cover', () => {
    expect(checkPhoto(file('cover.png', 'image/png'), 'cover')).toBeNull();
    expect(checkPhoto(file('cover.PNG', ''), 'cover')).toBeNull();
    expect(checkPhoto(file('cover.jpg', 'image/jpeg'), 'cover')).toBe('coverType');
    expect(checkPhoto(file('cover.png', 'image/jpeg'), 'cover')).toBe('coverType');
    expect(checkPhoto(file('cover', ''), 'cover')).toBe('coverType');
  });

  it('takes .png and .jpg for the profile photo, by MIME type or by extension', () => {
    expect(checkPhoto(file('me.jpg', 'image/jpeg'), 'profile')).toBeNull();
    expect(checkPhoto(file('me.jpeg', ''), 'profile')).toBeNull();
    expect(checkPhoto(file('IMG_2231', 'image/jpeg'), 'profile')).toBeNull();
    expect(checkPhoto(file('me.gif', 'image/gif'), 'profile')).toBe('profileType');
    expect(checkPhoto(file('me.webp', ''), 'profile')).toBe('profileType');
  });

  it('refuses files over 8 MB and empty files', () => {
    expect(checkPhoto(file('me.png', 'image/png', MAX_IMAGE_BYTES), 'profile')).toBeNull();
    expect(checkPhoto(file('me.png', 'image/png', MAX_IMAGE_BYTES + 1), 'profile')).toBe('tooLarge');
    expect(checkPhoto(file('me.png', 'image/png', 0), 'profile')).toBe('empty');
  });

  it('builds the accept attribute from the same rules', () => {
    expect(acceptFor('cover')).toBe('.png,image/png');
    expect(acceptFor('profile')).toContain('.jpg');
  });
});
