import { afterEach, describe, expect, it } from 'vitest';
import { dataSaverOn, formatBytes, setDataSaver, smallestFromSrcset } from './dataSaver';

describe('low-data mode', () => {
  afterEach(() => setDataSaver(null));

  it('follows the person’s choice, else the browser’s Save-Data signal', () => {
    expect(dataSaverOn()).toBe(false);
    setDataSaver('on');
    expect(dataSaverOn()).toBe(true);
    setDataSaver('off');
    expect(dataSaverOn()).toBe(false);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    setDataSaver(null);
    expect(dataSaverOn()).toBe(true);
    setDataSaver('off');
    expect(dataSaverOn()).toBe(false);
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('picks the narrowest copy of a srcset and words sizes', () => {
    expect(smallestFromSrcset('/m/a-1280.webp 1280w, /m/a-320.webp 320w, /m/a-640.webp 640w')).toBe('/m/a-320.webp');
    expect(smallestFromSrcset(null)).toBeNull();
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
