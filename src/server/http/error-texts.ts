import { createTranslator, LANGUAGES, type Language, type Texts, type Translate } from '../i18n';

/**
 * The texts of error messages, owned by the module (or the core) that sends them. The key is the
 * error code, or `CODE.variant` when a code is sent with several messages. The English text is the
 * message the server throws, word for word: an error is localised by its code and its English
 * message (a placeholder stands for any value there), so throw sites keep plain English messages.
 * Messages of failing fields (`details.fields[].message`, `details.errors[]`) are texts of the code
 * `VALIDATION_FAILED`.
 */
export type ErrorTextCatalogue = Readonly<Record<string, Texts>>;

export const FIELD_MESSAGES_CODE = 'VALIDATION_FAILED';
/** Texts for the `HTTP_<status>` codes of library errors; `HTTP_STATUS` is the fallback for all of them. */
export const HTTP_STATUS_KEY = 'HTTP_STATUS';
const HTTP_CODE = /^HTTP_\d{3}$/;
/** A placeholder of this name holds a '; '-separated list of field messages, each localised too. */
const FIELD_LIST = 'fields';
/**
 * Longer messages stay as they are: placeholders may hold request data (field names, paths), and
 * matching a template against a huge text costs up to its length squared.
 */
const MAX_MESSAGE = 4000;

interface Entry {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of a text's placeholders, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function entry(key: string, english: string): Entry {
  const literals = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  return { key, names: placeholders(english), pattern: new RegExp(`^${literals.map(escapeRegExp).join('([\\s\\S]+?)')}$`) };
}

/**
 * The order texts are tried in: exact texts, then the code's own text (`CODE`, e.g. the validation
 * summary before the field messages), then variants with the most literal text first.
 */
const specificity = (e: Entry) => (e.names.length === 0 ? 3e9 : e.key.includes('.') ? e.pattern.source.length : 2e9);

type ErrorLike = { error: string; code: string; details?: unknown };

/** Every module's error texts, and the localisation of `{ error, code, details? }` bodies. */
export class ErrorTexts {
  private readonly translate: Translate;
  private readonly byCode = new Map<string, Entry[]>();
  readonly texts: Readonly<Record<string, Texts>>;

  constructor(catalogues: readonly ErrorTextCatalogue[]) {
    const all: Record<string, Texts> = {};
    for (const catalogue of catalogues) {
      for (const [key, texts] of Object.entries(catalogue)) {
        const known = all[key];
        if (known && LANGUAGES.some((lang) => known[lang] !== texts[lang])) throw new Error(`error text ${key} is defined twice with different texts`);
        all[key] = texts;
      }
    }
    for (const [key, texts] of Object.entries(all)) {
      const code = key.split('.')[0]!;
      this.byCode.set(code, [...(this.byCode.get(code) ?? []), entry(key, texts.en)]);
    }
    for (const entries of this.byCode.values()) entries.sort((a, b) => specificity(b) - specificity(a));
    this.texts = all;
    this.translate = createTranslator(all);
  }

  /** The text of `key` in `lang` with its placeholders filled. */
  text(key: string, lang: Language, values: Record<string, string> = {}): string {
    return this.translate(lang, key, values);
  }

  /** `message` (sent with `code`) in `lang`; unchanged when no text of the code has this English. */
  localise(code: string, message: string, lang: Language): string {
    if (lang === 'en' || message.length > MAX_MESSAGE) return message;
    const found = this.find(code, message) ?? (HTTP_CODE.test(code) ? this.find(HTTP_STATUS_KEY, message) : undefined);
    if (!found) return HTTP_CODE.test(code) && this.texts[HTTP_STATUS_KEY] ? this.text(HTTP_STATUS_KEY, lang) : message;
    const values = Object.fromEntries(found.entry.names.map((name, i) => [name, found.match[i + 1]!]));
    if (values[FIELD_LIST] !== undefined) values[FIELD_LIST] = values[FIELD_LIST].split('; ').map((m) => this.localise(FIELD_MESSAGES_CODE, m, lang)).join('; ');
    return this.text(found.entry.key, lang, values);
  }

  /** An error body in `lang`: the message, a `details.title`, and the failing fields' messages. */
  localiseBody<T extends ErrorLike>(body: T, lang: Language): T {
    if (lang === 'en') return body;
    const out: T = { ...body, error: this.localise(body.code, body.error, lang) };
    const details = body.details as { title?: unknown; fields?: unknown; errors?: unknown } | undefined;
    if (details && typeof details === 'object' && !Array.isArray(details)) {
      const d = { ...details };
      if (typeof d.title === 'string') d.title = this.localise(body.code, d.title, lang);
      if (Array.isArray(d.fields)) {
        d.fields = d.fields.map((f: unknown) => {
          const field = f as { message?: unknown };
          return field && typeof field.message === 'string' ? { ...field, message: this.localise(FIELD_MESSAGES_CODE, field.message, lang) } : f;
        });
      }
      if (Array.isArray(d.errors)) d.errors = d.errors.map((m: unknown) => (typeof m === 'string' ? this.localise(FIELD_MESSAGES_CODE, m, lang) : m));
      out.details = d;
    }
    return out;
  }

  private find(code: string, message: string): { entry: Entry; match: RegExpExecArray } | undefined {
    for (const e of this.byCode.get(code) ?? []) {
      const match = e.pattern.exec(message);
      if (match) return { entry: e, match };
    }
    return undefined;
  }
}

/** True for a JSON error body `{ error, code, ... }`. */
export function isErrorBody(body: unknown): body is ErrorLike {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return false;
  const b = body as { error?: unknown; code?: unknown };
  return typeof b.error === 'string' && typeof b.code === 'string';
}
