import { describe, expect, it } from 'vitest';
import { defaultExportFilename, fileSize } from './export';

describe('export file name', () => {
  it('names the default file after the day', () => {
    expect(defaultExportFilename(new Date('2025-02-03T10:00:00Z'))).toBe('creativeng-my-data-2025-02-03.json');
  });
});

describe('export file size', () => {
  it('shows bytes, KB and MB', () => {
    expect(fileSize(0)).toEqual({ value: '0', unit: 'bytes' });
    expect(fileSize(512)).toEqual({ value: '512', unit: 'bytes' });
    expect(fileSize(1024)).toEqual({ value: '1', unit: 'kb' });
    expect(fileSize(1536)).toEqual({ value: '1.5', unit: 'kb' });
    expect(fileSize(5 * 1024 * 1024 + 300 * 1024)).toEqual({ value: '5.3', unit: 'mb' });
  });

  it('treats nonsense as zero', () => {
    expect(fileSize(-5)).toEqual({ value: '0', unit: 'bytes' });
    expect(fileSize(Number.NaN)).toEqual({ value: '0', unit: 'bytes' });
  });
});
