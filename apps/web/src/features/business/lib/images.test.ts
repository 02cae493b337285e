import { describe, expect, it } from 'vitest';
import { acceptFor, checkImage, MAX_IMAGE_BYTES, progressPercent } from './images';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('logo and cover checks', () => {
  it('takes only .png for the cover', () => {
    expect(checkImage(file('cover.png', 'image/png'), 'cover')).toBeNull();
    expect(checkImage(file('cover.jpg', 'image/jpeg'), 'cover')).toBe('coverType');
    expect(checkImage(file('cover.png', 'image/jpeg'), 'cover')).toBe('coverType');
  });

  it('takes .png and .jpg for the logo', () => {
    expect(checkImage(file('logo.png', 'image/png'), 'logo')).toBeNull();
    expect(checkImage(file('logo.JPG', 'image/jpeg'), 'logo')).toBeNull();
    expect(checkImage(file('logo.webp', 'image/webp'), 'logo')).toBe('logoType');
    expect(checkImage(file('logo.gif', ''), 'logo')).toBe('logoType');
  });

  it('judges by the extension when the phone gives no type, and by the type when there is no extension', () => {
    expect(checkImage(file('logo.jpeg', ''), 'logo')).toBeNull();
    expect(checkImage(file('image', 'image/png'), 'cover')).toBeNull();
    expect(checkImage(file('image', ''), 'cover')).toBe('coverType');
  });

  it('refuses empty and too large files', () => {
    expect(checkImage(file('a.png', 'image/png', 0), 'cover')).toBe('empty');
    expect(checkImage(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1), 'cover')).toBe('tooLarge');
  });

  it('lists what the picker accepts', () => {
    expect(acceptFor('cover')).toBe('.png,image/png');
    expect(acceptFor('logo')).toBe('.png,.jpg,.jpeg,image/png,image/jpeg,image/pjpeg');
  });

  it('turns bytes sent into a percentage', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(1, 0)).toBeNull();
  });
});
