import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './contact-mask';

/** Phone numbers as people type them: each must disappear whole. */
const PHONES = [
  '+49 341 1234567',
  '+49 (0)341 123 45 67',
  '+49-341-1234567',
  '+493411234567',
  '0049 341 1234567',
  '+1 (555) 123-4567',
  '+1 555 123 4567',
  '+44 20 7946 0958',
  '+44 7700 900123',
  '+33 6 12 34 56 78',
  '+43 660 1234567',
  '+41 44 668 18 00',
  '+48 512 345 678',
  '+90 532 123 45 67',
  '+31 6 12345678',
  '0341 1234567',
  '0341/1234567',
  '0341 / 123 45 67',
  '0341-123 45 67',
  '(0341) 1234567',
  '030 12345678',
  '030.1234567',
  '0176 12345678',
  '0176-123 456 78',
  '01761234567',
  '0800 123 456 7',
  '020 7946 0958',
  '07700 900123',
  '06 12 34 56 78',
  '06.12.34.56.78',
  '(555) 123-4567',
  '555-123-4567',
  '555.123.4567',
  '555 123 4567',
  '5551234567',
  '0176\u00a012345678',
  '0176–12345678',
  '＋４９ ３４１ １２３４５６７',
];

/** Numbers with a word that announces a phone number: shorter local numbers are masked after it. */
const ANNOUNCED = ['Tel. 12 34 56', 'phone: 123456', 'call 555-1234', 'Handy 98765', 'WhatsApp: 4711 0815', '☎ 2345678', 'Telefon: 34 56 78'];

const EMAILS = [
  'ada@example.org',
  'ada.lovelace+litter@mail.example.co.uk',
  'first_last@sub.domain.de',
  'ADA@EXAMPLE.ORG',
  'ada @ example.org',
  'mailto:ada@example.org',
  'ada(at)example.org',
  'ada [at] example [dot] org',
  'ada at example dot org',
  'ada{at}example(dot)de',
  'ada (ät) beispiel (punkt) de',
  'jürgen@müller.de',
];

/** Text that must stay as it is: dates, years, times, counts, coordinates, weights, addresses. */
const KEPT = [
  'Reported on 2026-11-28.',
  '2026-11-28T10:30:00Z',
  'seen on 28.11.2026 at 10:30',
  'seen on 01.12.2026 10:30 and 02.12.2026',
  'on 28. 11. 2026',
  'on 11/28/2026 and 01/02/26',
  'since 2019-2026, every year',
  'in 2025/26',
  'the years 2024, 2025 and 2026',
  'at 51.33970, 12.37310',
  'at 51.3397 12.3731',
  'at -0.1234567, 51.5012345',
  'lat 51.4812345678 long 11.9612345',
  'N 51° 20.382 E 012° 22.386',
  '20 bottles, 3 bags and 150 cans',
  'about 1.000.000 cigarette butts',
  'about 1 000 000 cigarette butts',
  'about 12,500 pieces',
  '2,5 kg and 0,75 l',
  '12.5 kg, 3.25 m²',
  'Hauptstraße 12, 04109 Leipzig',
  'Karl-Liebknecht-Str. 145, 04275 Leipzig',
  '10:30-12:00',
  'bins 3-4 and 10-12',
  'pages 100-200',
  'ISO 8601 and ISO 14001',
  'Bus 89 to stop 1234',
  'code 4711',
  'ticket 123456789',
  'call 112 in an emergency',
  'phone on 2026-11-28 at 10:30',
  'Tel. 01.12.2026',
  'the 2 x 3 m carpet, 1x 40 l bag',
  '',
  'No numbers at all.',
];

describe('maskContacts', () => {
  it.each(PHONES)('masks the phone number %j whole', (phone) => {
    expect(maskContacts(`Call ${phone} please`)).toBe(`Call ${MASK} please`);
    expect(maskContacts(`${phone}`)).toBe(MASK);
    expect(maskContacts(`Litter by the gate (${phone}).`)).toBe(`Litter by the gate (${MASK}).`);
  });

  it.each(ANNOUNCED)('masks a shorter number after a word announcing it: %j', (text) => {
    const masked = maskContacts(text);
    expect(masked).toContain(MASK);
    expect(masked).not.toMatch(/\d{2}/);
  });

  it.each(EMAILS)('masks the e-mail address %j', (email) => {
    const masked = maskContacts(`Write to ${email} for the key.`);
    expect(masked).toBe(`Write to ${email.startsWith('mailto:') ? 'mailto:' : ''}${MASK} for the key.`);
  });

  it.each(KEPT)('keeps %j as it is', (text) => {
    expect(maskContacts(text)).toBe(text);
  });

  it('masks the contacts in a longer text and keeps the rest', () => {
    const text = 'Sofa and 3 bags at Hauptstraße 12, 04109 Leipzig since 28.11.2026. Call me on 0176 12345678 or mail max.muster@example.de, neighbour: +49 341 9876543.';
    expect(maskContacts(text)).toBe(`Sofa and 3 bags at Hauptstraße 12, 04109 Leipzig since 28.11.2026. Call me on ${MASK} or mail ${MASK}, neighbour: ${MASK}.`);
  });

  it('leaves no digits of a number and no part of an address behind', () => {
    for (const phone of PHONES) expect(maskContacts(`x ${phone} y`).replace(MASK, '')).toBe('x  y');
    for (const email of EMAILS) expect(maskContacts(email)).not.toMatch(/example|beispiel|müller|ada/i);
  });

  it('is stable: masking twice is masking once, and private-use characters cannot smuggle numbers back', () => {
    const text = 'call 0341 1234567 on 01.12.2026 or ada@example.org';
    expect(maskContacts(maskContacts(text))).toBe(maskContacts(text));
    expect(maskContacts('\ue100 0341 1234567 on 01.12.2026')).toBe(`\ufffd ${MASK} on 01.12.2026`);
  });
});
