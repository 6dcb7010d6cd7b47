import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../tests/support/csv';
import { csvField, csvRecord } from './csv';

describe('RFC 4180 CSV', () => {
  it('quotes only fields that need it, doubling the quotes inside', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('lf\nonly')).toBe('"lf\nonly"');
  });

  it('ends every record with CRLF, and reads back as it was written', () => {
    const rows = [
      ['task_id', 'note', 'n'],
      ['1', 'comma, inside', '3'],
      ['2', '"quoted" and ""doubled""', ''],
      ['3', 'multi\r\nline, with "all"', '-0.5'],
      ['4', 'Grüße, Straße ✓', '7'],
    ];
    const text = rows.map(csvRecord).join('');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('task_id,note,n');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('has a reader that refuses what is not RFC 4180 (so the tests using it can fail)', () => {
    expect(() => parseCsv('a,b\nc,d\n')).toThrow(/not RFC 4180/);
    expect(() => parseCsv('a,b"c\r\n')).toThrow(/not RFC 4180/);
    expect(() => parseCsv('"a,b\r\n')).toThrow(/not RFC 4180/);
    expect(() => parseCsv('a,b\r\nc\r\n')).toThrow(/not RFC 4180/);
  });
});
