import crypto from 'node:crypto';
import OpenAI from 'openai';
import * as yup from 'yup';
import type { Logger } from '../../../server/http/errors';
import type { Element, NameSuggestion, SignOrUnknown } from '../contract';
import { ELEMENT_LINKS, ELEMENT_WORDS, ROLES, SIGN_EPITHETS } from './name-words';

export interface NameInput {
  gender: string;
  sign: SignOrUnknown;
  element: Element;
  level: number;
}

export interface NameGenerator {
  readonly name: 'openai' | 'local';
  suggest(input: NameInput): Promise<{ suggestions: NameSuggestion[]; generator: 'openai' | 'local' }>;
}

const pick = <T>(xs: readonly T[], rand: () => number) => xs[Math.floor(rand() * xs.length)]!;

/**
 * Local generator: element word + role (+ the sign's epithet), three different names per call, each
 * with the real origin of its words. Random per call, so asking again gives new names.
 */
export class LocalNameGenerator implements NameGenerator {
  readonly name = 'local' as const;

  constructor(private readonly rand: () => number = () => crypto.randomInt(0, 1_000_000) / 1_000_000) {}

  async suggest(input: NameInput) {
    const words = ELEMENT_WORDS[input.element];
    const epithet = input.sign === 'Unknown' ? 'the Devoted' : SIGN_EPITHETS[input.sign];
    const seen = new Set<string>();
    const suggestions: NameSuggestion[] = [];
    for (let attempt = 0; suggestions.length < 3 && attempt < 50; attempt++) {
      const w = pick(words, this.rand);
      const role = pick(ROLES, this.rand);
      const form = suggestions.length % 3;
      const name = form === 0 ? `${w.word} ${role.word}` : form === 1 ? `${w.word} ${epithet}` : `${role.word} ${w.word}`;
      if (name.length > 30 || seen.has(name) || [...seen].some((n) => n.startsWith(w.word) || n.endsWith(w.word))) continue;
      seen.add(name);
      suggestions.push({
        name,
        origin: form === 1 ? `${w.origin}; "${epithet}" for ${input.sign === 'Unknown' ? 'a devoted champion' : input.sign}` : `${w.origin} + ${role.origin}`,
        meaning: form === 1 ? `${w.meaning}, ${epithet.replace(/^the /, '').toLowerCase()}` : `${role.meaning}: ${w.meaning}`,
        elementConnection: ELEMENT_LINKS[input.element],
      });
    }
    return { suggestions, generator: 'local' as const };
  }
}

const answer = yup.object({
  names: yup
    .array(
      yup.object({
        name: yup.string().trim().min(2).max(30).required(),
        origin: yup.string().max(200).required(),
        meaning: yup.string().max(300).required(),
        elementConnection: yup.string().max(300).required(),
      }),
    )
    .length(3)
    .required(),
});

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['names'],
  properties: {
    names: {
      type: 'array',
      minItems: 3,
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'origin', 'meaning', 'elementConnection'],
        properties: { name: { type: 'string' }, origin: { type: 'string' }, meaning: { type: 'string' }, elementConnection: { type: 'string' } },
      },
    },
  },
};

/** Names from an OpenAI-compatible chat API with a JSON schema; the local generator when it fails. */
export class OpenAiNameGenerator implements NameGenerator {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    o: { apiKey: string; baseURL?: string; model: string; timeoutMs: number },
    private readonly model: string,
    private readonly fallback: NameGenerator,
    private readonly log: Logger,
  ) {
    this.client = new OpenAI({ apiKey: o.apiKey, baseURL: o.baseURL, timeout: o.timeoutMs, maxRetries: 0 });
  }

  async suggest(input: NameInput) {
    try {
      const res = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0.9,
        response_format: { type: 'json_schema', json_schema: { name: 'champion_names', strict: true, schema: SCHEMA } },
        messages: [
          { role: 'system', content: 'You invent short environmental champion names (2 to 30 characters) for a litter-cleanup game. Give the real origin of the words you use, their meaning, and how the name connects to the element. Answer only with the JSON schema.' },
          { role: 'user', content: `Gender: ${input.gender}. Zodiac sign: ${input.sign}. Element: ${input.element}. Level: ${input.level}. Three different names.` },
        ],
      });
      const parsed = await answer.validate(JSON.parse(res.choices[0]?.message?.content ?? ''));
      return { suggestions: parsed.names, generator: 'openai' as const };
    } catch (err) {
      this.log.error('name generation: AI unavailable, using the local generator', err);
      return this.fallback.suggest(input);
    }
  }
}
