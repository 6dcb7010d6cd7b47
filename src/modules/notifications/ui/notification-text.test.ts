import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../client/test-i18n';
import { notificationText } from './notification-text';
import { areaEvent, areaTask } from './test-notifications';
import { ensureTexts, NS } from './texts';

function tFor(language: 'en' | 'de') {
  const i18n = createTestI18n(language);
  ensureTexts(i18n);
  return i18n.getFixedT(language, NS);
}

describe('notificationText: area alerts (issue 24)', () => {
  it('a task in an area names the area and the waste, and opens the task on the map', () => {
    expect(notificationText(areaTask(), tFor('en'))).toEqual({
      title: 'New task in Home',
      body: 'Someone reported litter in your area “Home”: plastic waste.',
      outcome: 'rejected',
      link: { to: '/map?task=t6&lat=51.4828&lon=11.9697', label: 'Show the task on the map' },
      photos: null,
    });
    expect(notificationText(areaTask(), tFor('de'))).toMatchObject({
      title: 'Neue Aufgabe in Home',
      body: 'Jemand hat Müll in deinem Gebiet „Home“ gemeldet: Plastikmüll.',
      link: { to: '/map?task=t6&lat=51.4828&lon=11.9697', label: 'Aufgabe auf der Karte zeigen' },
    });
  });

  it('an event in an area names it with its start, and opens the event', () => {
    const start = new Date('2030-06-01T09:00:00.000Z');
    const en = notificationText(areaEvent(), tFor('en'));
    expect(en).toMatchObject({ title: 'New cleanup event in Home', link: { to: '/events/e7', label: 'Open the event' } });
    expect(en.body).toBe(`“Riverbank cleanup” on ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(start)}.`);
    const de = notificationText(areaEvent(), tFor('de'));
    expect(de).toMatchObject({ title: 'Neue Aufräumaktion in Home', link: { to: '/events/e7', label: 'Aktion öffnen' } });
    expect(de.body).toBe(`„Riverbank cleanup“ am ${new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(start)}.`);
  });
});
