import { describe, expect, it } from 'vitest';
import { claimEndsSoonMessage } from './texts';

describe("the Arabic 'your claim ends soon' push (its plural is built in code)", () => {
  it.each([
    [1, 'خلال دقيقة واحدة'],
    [2, 'خلال دقيقتين'],
    [3, 'خلال 3 دقائق'],
    [10, 'خلال 10 دقائق'],
    [11, 'خلال 11 دقيقة'],
    [15, 'خلال 15 دقيقة'],
    [100, 'خلال 100 دقيقة'],
  ])('%i minutes: the form Intl.PluralRules("ar") names', (minutes, words) => {
    const { body } = claimEndsSoonMessage(minutes).texts.ar;
    expect(body).toContain(words);
    expect(body).not.toMatch(/minute/i);
  });
});
