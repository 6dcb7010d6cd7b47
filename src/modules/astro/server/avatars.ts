import OpenAI from 'openai';
import sharp from 'sharp';
import type { Logger } from '../../../server/http/errors';
import { AVATAR_ENHANCEMENT_LEVELS, type Element, type SignOrUnknown } from '../contract';
import { avatarStage, avatarSvg } from './avatar-svg';

export interface AvatarInput {
  gender: string;
  sign: SignOrUnknown;
  element: Element;
  level: number;
  style: string;
  colorPalette?: string;
  symbolism?: string;
  complexity: string;
  enhancedPrompt?: string;
}

export interface AvatarImage {
  png: Buffer;
  prompt: string;
  isFallback: boolean;
}

/** Extra prompt wording at levels 5, 10, 15, 20, 25 (spec section 9): each adds to the ones before. */
const ENHANCEMENTS: Record<(typeof AVATAR_ENHANCEMENT_LEVELS)[number], string> = {
  5: 'a faint glowing aura',
  10: 'ornate elemental patterns on the clothing',
  15: 'a radiant crest above the head',
  20: 'flowing elemental energy around the figure',
  25: 'a legendary, majestic presence with a luminous halo',
};

export function avatarPrompt(a: AvatarInput): string {
  const extras = AVATAR_ENHANCEMENT_LEVELS.filter((l) => a.level >= l).map((l) => ENHANCEMENTS[l]);
  return [
    `A friendly ${a.style} portrait avatar of a ${a.gender.toLowerCase()} environmental champion,`,
    `inspired by the zodiac sign ${a.sign} and the element ${a.element.toLowerCase()},`,
    `evolution stage ${avatarStage(a.level)} for level ${a.level}, ${a.complexity} detail,`,
    a.colorPalette ? `colour palette: ${a.colorPalette},` : '',
    a.symbolism ? `symbols: ${a.symbolism},` : '',
    extras.length ? `with ${extras.join(', ')},` : '',
    a.enhancedPrompt ? `${a.enhancedPrompt},` : '',
    'nature-positive, no text, centred head and shoulders, plain background.',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface AvatarGenerator {
  generate(input: AvatarInput): Promise<AvatarImage>;
}

/** The deterministic local avatar (no AI involved). */
export class LocalAvatarGenerator implements AvatarGenerator {
  async generate(input: AvatarInput): Promise<AvatarImage> {
    const svg = avatarSvg({ sign: input.sign, element: input.element, gender: input.gender, level: input.level });
    return { png: await sharp(Buffer.from(svg)).png().toBuffer(), prompt: avatarPrompt(input), isFallback: true };
  }
}

/** The images API; the local avatar when it is slow, fails, or answers without image data. */
export class OpenAiAvatarGenerator implements AvatarGenerator {
  private readonly client: OpenAI;

  constructor(
    o: { apiKey: string; baseURL?: string; timeoutMs: number },
    private readonly model: string,
    private readonly fallback: AvatarGenerator,
    private readonly log: Logger,
  ) {
    this.client = new OpenAI({ apiKey: o.apiKey, baseURL: o.baseURL, timeout: o.timeoutMs, maxRetries: 0 });
  }

  async generate(input: AvatarInput): Promise<AvatarImage> {
    const prompt = avatarPrompt(input);
    try {
      const res = await this.client.images.generate({ model: this.model, prompt, n: 1, size: '1024x1024' });
      const b64 = res.data?.[0]?.b64_json;
      if (!b64) throw new Error('the images API answered without image data');
      return { png: Buffer.from(b64, 'base64'), prompt, isFallback: false };
    } catch (err) {
      this.log.error('avatar generation: AI unavailable, using the local avatar', err);
      return { ...(await this.fallback.generate(input)), prompt };
    }
  }
}
