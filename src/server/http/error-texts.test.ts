import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { CORE_ERROR_TEXTS } from './core-error-texts';
import { apiNotFound, errorMiddleware, forbidden, HttpError } from './errors';
import { ErrorTexts } from './error-texts';
import { LANGUAGES, type Language } from '../../shared/language';

const texts = new ErrorTexts([
  CORE_ERROR_TEXTS,
  {
    TASK_NOT_FOUND: { en: 'This task does not exist (any more).', de: 'Diese Aufgabe gibt es nicht (mehr).', fr: 'Cette tâche n’existe pas (ou plus).', es: 'Esta tarea no existe (o ya no existe).', it: 'Questa attività non esiste (più).', nl: 'Deze taak bestaat niet (meer).', pl: 'To zadanie nie istnieje (już).', ar: 'هذه المهمة غير موجودة (أو لم تعد موجودة).' },
    UNDER_AGE: { en: 'You must be at least 13.', de: 'Du musst mindestens 13 sein.', fr: 'Tu dois avoir au moins 13 ans.', es: 'Debes tener al menos 13 años.', it: 'Devi avere almeno 13 anni.', nl: 'Je moet minstens 13 zijn.', pl: 'Musisz mieć co najmniej 13 lat.', ar: 'يجب ألا يقل عمرك عن 13.' },
    'UNDER_AGE.title': { en: 'Age Requirement', de: 'Altersvoraussetzung', fr: 'Âge minimum', es: 'Edad mínima', it: 'Requisito di età', nl: 'Minimumleeftijd', pl: 'Wymagany wiek', ar: 'شرط العمر' },
    'VALIDATION_FAILED.titleMin': { en: 'Title must be at least 3 characters', de: 'Der Titel muss mindestens 3 Zeichen lang sein', fr: 'Le titre doit compter au moins 3 caractères', es: 'El título debe tener al menos 3 caracteres', it: 'Il titolo deve avere almeno 3 caratteri', nl: 'De titel moet minstens 3 tekens lang zijn', pl: 'Tytuł musi mieć co najmniej 3 znaki', ar: 'يجب ألا يقل العنوان عن 3 أحرف' },
    'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', fr: '{{field}} est trop long', es: '{{field}} es demasiado largo', it: '{{field}} è troppo lungo', nl: '{{field}} is te lang', pl: '{{field}} jest za długie', ar: '{{field}} طويل جدًا' },
  },
]);

describe('ErrorTexts', () => {
  it('finds a message by its code and English text, variants included, and leaves English alone', () => {
    expect(texts.localise('TASK_NOT_FOUND', 'This task does not exist (any more).', 'de')).toBe('Diese Aufgabe gibt es nicht (mehr).');
    expect(texts.localise('FORBIDDEN', 'Only admins may do this.', 'de')).toBe('Das dürfen nur Admins.');
    expect(texts.localise('FORBIDDEN', 'You are not allowed to do this.', 'de')).toBe('Das darfst du nicht.');
    expect(texts.localise('TASK_NOT_FOUND', 'This task does not exist (any more).', 'en')).toBe('This task does not exist (any more).');
  });

  it('keeps a message it has no text for, and never takes another code’s text', () => {
    expect(texts.localise('TASK_NOT_FOUND', 'Something else.', 'de')).toBe('Something else.');
    expect(texts.localise('NOT_FOUND', 'This task does not exist (any more).', 'de')).toBe('This task does not exist (any more).');
  });

  it('carries placeholder values over from the English message', () => {
    expect(texts.localise('NOT_FOUND', 'No API route for GET /api/x y.', 'de')).toBe('Keine API-Route für GET /api/x y.');
    expect(texts.localise('VALIDATION_FAILED', 'title is too long', 'de')).toBe('title ist zu lang');
  });

  it('leaves very long messages alone (their placeholders hold request data)', () => {
    const field = ' is too long'.repeat(400);
    const started = Date.now();
    expect(texts.localise('VALIDATION_FAILED', `${field} is too long`, 'de')).toBe(`${field} is too long`);
    expect(texts.localise('VALIDATION_FAILED', `${field.slice(0, 300)} is too long`, 'de')).toBe(`${field.slice(0, 300)} ist zu lang`);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('prefers an exact text over a template that would also match', () => {
    expect(texts.localise('VALIDATION_FAILED', 'The value must be a text', 'de')).toBe('Der Wert muss ein Text sein');
    expect(texts.localise('VALIDATION_FAILED', 'name must be a text', 'de')).toBe('name muss ein Text sein');
  });

  it('localises each field message of the validation summary', () => {
    expect(texts.localise('VALIDATION_FAILED', 'Please check: Title must be at least 3 characters; Unknown text; name must be a text', 'de')).toBe(
      'Bitte prüfe: Der Titel muss mindestens 3 Zeichen lang sein; Unknown text; name muss ein Text sein',
    );
  });

  it('gives library errors (HTTP_<status>) their text or the generic one', () => {
    expect(texts.localise('HTTP_405', 'Method Not Allowed', 'de')).toBe('Diese Methode ist hier nicht erlaubt.');
    expect(texts.localise('HTTP_400', 'The request could not be processed.', 'de')).toBe('Die Anfrage konnte nicht verarbeitet werden.');
    expect(texts.localise('HTTP_418', "I'm a Teapot", 'de')).toBe('Die Anfrage konnte nicht verarbeitet werden.');
    expect(texts.localise('HTTP_418', "I'm a Teapot", 'en')).toBe("I'm a Teapot");
  });

  it('localises a body’s message, details.title and failing fields, keeping everything else', () => {
    const body = {
      error: 'Please check: Title must be at least 3 characters',
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'title', message: 'Title must be at least 3 characters' }], errors: ['Title must be at least 3 characters'], extra: 1 },
    };
    expect(texts.localiseBody(body, 'de')).toEqual({
      error: 'Bitte prüfe: Der Titel muss mindestens 3 Zeichen lang sein',
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'title', message: 'Der Titel muss mindestens 3 Zeichen lang sein' }], errors: ['Der Titel muss mindestens 3 Zeichen lang sein'], extra: 1 },
    });
    expect(body.details.fields[0]!.message).toBe('Title must be at least 3 characters'); // not mutated
    expect(texts.localiseBody({ error: 'You must be at least 13.', code: 'UNDER_AGE', details: { title: 'Age Requirement' } }, 'de')).toEqual({
      error: 'Du musst mindestens 13 sein.',
      code: 'UNDER_AGE',
      details: { title: 'Altersvoraussetzung' },
    });
    expect(texts.localiseBody(body, 'en')).toBe(body);
  });

  it('refuses one key with two different texts (two modules disagreeing fail the start)', () => {
    /** English 'a', every other offered language `other`. */
    const texts = (other: string) => ({ ...Object.fromEntries(LANGUAGES.map((lang) => [lang, other])), en: 'a' }) as Record<Language, string>;
    expect(() => new ErrorTexts([{ X: texts('b') }, { X: texts('c') }])).toThrow(/X is defined twice/);
    expect(() => new ErrorTexts([{ X: texts('b') }, { X: texts('b') }])).not.toThrow();
  });
});

describe('errorMiddleware in the request’s language', () => {
  function app() {
    const koa = new Koa();
    koa.use(errorMiddleware({ info: () => {}, error: () => {} }, texts));
    koa.use(apiNotFound());
    koa.use(async (ctx, next) => {
      if (ctx.path === '/thrown') throw forbidden('Only admins may do this.');
      if (ctx.path === '/set') {
        ctx.status = 404;
        ctx.body = { success: false, error: 'This task does not exist (any more).', code: 'TASK_NOT_FOUND' };
        return;
      }
      if (ctx.path === '/internal') throw new Error('boom');
      if (ctx.path === '/retry') throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.', undefined, { 'Retry-After': '5' });
      await next();
    });
    return supertest(koa.callback());
  }

  it('answers a German request in German: thrown errors, bodies set by routes, the 404 for unknown routes and the 500', async () => {
    const de = (path: string) => app().get(path).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5');
    expect((await de('/thrown')).body).toEqual({ error: 'Das dürfen nur Admins.', code: 'FORBIDDEN' });
    expect((await de('/set')).body).toEqual({ success: false, error: 'Diese Aufgabe gibt es nicht (mehr).', code: 'TASK_NOT_FOUND' });
    expect((await de('/api/nope')).body).toEqual({ error: 'Keine API-Route für GET /api/nope.', code: 'NOT_FOUND' });
    expect((await de('/internal')).body).toEqual({ error: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.', code: 'INTERNAL' });
    const retry = await de('/retry');
    expect(retry.body).toEqual({ error: 'Die Datenbank ist nicht erreichbar.', code: 'DATABASE_UNAVAILABLE' });
    expect(retry.headers['retry-after']).toBe('5');
    expect(retry.headers.vary).toContain('Accept-Language');
  });

  it('answers a French request in French', async () => {
    const fr = (path: string) => app().get(path).set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.5');
    expect((await fr('/thrown')).body).toEqual({ error: 'Seuls les admins peuvent faire cela.', code: 'FORBIDDEN' });
    expect((await fr('/set')).body).toEqual({ success: false, error: 'Cette tâche n’existe pas (ou plus).', code: 'TASK_NOT_FOUND' });
    expect((await fr('/api/nope')).body).toEqual({ error: "Aucune route d'API pour GET /api/nope.", code: 'NOT_FOUND' });
  });

  it('keeps English (and without Accept-Language) exactly as before', async () => {
    expect((await app().get('/thrown').set('Accept-Language', 'en')).body).toEqual({ error: 'Only admins may do this.', code: 'FORBIDDEN' });
    expect((await app().get('/thrown')).body).toEqual({ error: 'Only admins may do this.', code: 'FORBIDDEN' });
    expect((await app().get('/api/nope').set('Accept-Language', 'sv')).body).toEqual({ error: 'No API route for GET /api/nope.', code: 'NOT_FOUND' });
  });
});
