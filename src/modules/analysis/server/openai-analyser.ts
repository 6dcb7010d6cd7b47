import OpenAI from 'openai';

export interface OpenAiAnalyserOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** What the analyser is told of the litter taxonomy: the item ids (`<category>.<item>`) and materials it may name. */
export interface AnalysisVocabulary {
  items: readonly string[];
  materials: readonly string[];
}

/** Looks at one prepared photo and answers the model's JSON (unchecked: the service checks it). Throws when it cannot. */
export interface PhotoAnalyser {
  analyse(jpeg: Buffer): Promise<unknown>;
}

/** The JSON schema the model must answer with (structured outputs, strict). */
export function answerJsonSchema(vocabulary: AnalysisVocabulary) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['litter', 'items', 'toolsNeeded', 'hazardous', 'confidence'],
    properties: {
      litter: {
        type: 'array',
        description: 'Each kind of litter item visible, with how many pieces.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['item', 'material', 'brand', 'count'],
          properties: {
            item: { type: 'string', enum: [...vocabulary.items], description: 'Taxonomy id <category>.<item>' },
            material: { type: ['string', 'null'], enum: [...vocabulary.materials, null] },
            brand: { type: ['string', 'null'], description: 'A brand clearly readable on the item, else null' },
            count: { type: 'integer', minimum: 1, maximum: 999 },
          },
        },
      },
      items: { type: 'array', items: { type: 'string' }, description: 'Short English names of what is visible, e.g. "3 plastic bottles".' },
      toolsNeeded: { type: 'array', items: { type: 'string' }, description: 'Short English names of tools, e.g. "gloves", "litter picker", "bags".' },
      hazardous: { type: 'boolean', description: 'True when cleaning this needs professionals: needles or syringes, chemicals, asbestos, large amounts of broken glass, dead animals.' },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
    },
  } as const;
}

/** Asks an OpenAI-compatible chat model (OPENAI_BASE_URL, OPENAI_MODEL) for strict JSON about one photo; no retries. */
export class OpenAiAnalyser implements PhotoAnalyser {
  private readonly client: OpenAI;

  constructor(
    private readonly o: OpenAiAnalyserOptions,
    private readonly vocabulary: AnalysisVocabulary,
  ) {
    this.client = new OpenAI({ apiKey: o.apiKey, baseURL: o.baseURL, timeout: o.timeoutMs, maxRetries: 0 });
  }

  async analyse(jpeg: Buffer): Promise<unknown> {
    const res = await this.client.chat.completions.create({
      model: this.o.model,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'litter_analysis', strict: true, schema: answerJsonSchema(this.vocabulary) as unknown as Record<string, unknown> } },
      messages: [
        {
          role: 'system',
          content:
            'You look at photos of litter reported by a community cleanup app. Answer only with the JSON schema. ' +
            'List the litter you can see with taxonomy ids from the enum and realistic counts; leave out what you cannot see. ' +
            'Name a brand only when it is clearly readable. hazardous: true only when volunteers should not clean it themselves.',
        },
        { role: 'user', content: [{ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'low' } }] },
      ],
    });
    const content = res.choices[0]?.message?.content;
    if (!content) throw new Error('the model answered no content');
    return JSON.parse(content) as unknown;
  }
}
