import { describe, expect, it } from 'vitest';
import { defaultExportFilename, filenameFromDisposition, fileSize, safeFilename } from './export';

describe('export file name', () => {
  const fallback = 'fallback.json';

  it("reads the server's quoted file name", () => {
    expect(filenameFromDisposition('attachment; filename="creativeng-my-data-2025-03-01.json"', fallback)).toBe(
      'creativeng-my-data-2025-03-01.json',
    );
  });

  it('reads a plain and an RFC 5987 file name, preferring filename*', () => {
    expect(filenameFromDisposition('attachment; filename=data.json', fallback)).toBe('data.json');
    expect(
      filenameFromDisposition(`attachment; filename="plain.json"; filename*=UTF-8''my%20data%20%C3%A9.json`, fallback),
    ).toBe('my data é.json');
  });

  it('falls back when there is no header, no name or an unusable one', () => {
    expect(filenameFromDisposition(null, fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(filenameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(fallback);
  });

  it('drops folders and characters a file system refuses', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\x\\a:b?.json')).toBe('ab.json');
    expect(safeFilename('...hidden.json')).toBe('hidden.json');
    expect(filenameFromDisposition('attachment; filename="../secret.json"', fallback)).toBe('secret.json');
  });

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
