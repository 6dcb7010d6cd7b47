import { describe, expect, it } from 'vitest';
import { foldLine, icsDate, icsText, writeIcs } from './ics';

describe('the calendar file (RFC 5545)', () => {
  it('writes UTC times in the basic format', () => {
    expect(icsDate(new Date('2026-12-05T09:30:00.123Z'))).toBe('20261205T093000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ä'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes one VEVENT with CRLF line ends', () => {
    const text = writeIcs({
      uid: 'e1@cleanquest.example',
      stamp: new Date('2026-11-30T10:00:00Z'),
      start: new Date('2026-12-05T09:00:00Z'),
      end: new Date('2026-12-05T11:00:00Z'),
      summary: 'Park, pond',
      description: 'Bring gloves',
      location: null,
      latitude: 51.4828,
      longitude: 11.9697,
      url: 'https://cleanquest.example/events/e1',
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//CleanQuest//Cleanup events//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:e1@cleanquest.example',
        'DTSTAMP:20261130T100000Z',
        'DTSTART:20261205T090000Z',
        'DTEND:20261205T110000Z',
        'SUMMARY:Park\\, pond',
        'DESCRIPTION:Bring gloves',
        'GEO:51.482800;11.969700',
        'URL:https://cleanquest.example/events/e1',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
