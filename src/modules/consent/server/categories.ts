import type { ConsentCategoryDto, ConsentCategoryId, ConsentDecisions } from '../contract';
import { CONSENT_CATEGORY_IDS, REQUIRED_CATEGORY_IDS } from '../contract';

type CategoryDefinition = Omit<ConsentCategoryDto, 'consented'>;

/**
 * The consent categories of this app, in English (the client shows its own translations by
 * categoryId). Nothing in the app runs analytics or performance monitoring today: those two exist
 * so a choice is on record before any such code is added, and such code must check the consent first.
 */
export const CATEGORY_DEFINITIONS: Record<ConsentCategoryId, CategoryDefinition> = {
  essential: {
    categoryId: 'essential',
    name: 'Essential',
    description:
      'Needed for the app to work: the session cookie that keeps your guest or account session, and your language, accessibility and privacy choices stored in your browser. Always on.',
    required: true,
    purposes: [
      'Keep your guest or account session (HttpOnly session cookie)',
      'Refuse cross-site requests that could act on your behalf',
      'Remember your language, accessibility and privacy choices in your browser',
      'Keep proof of the consent choices you made',
    ],
    retentionPeriod:
      'Session cookie: until the session ends (24 hours for guests). Choices in your browser: until you clear them. Consent history: kept unchanged as proof of your choices.',
  },
  analytics: {
    categoryId: 'analytics',
    name: 'Analytics',
    description:
      'Would let us count how the app is used (screens opened, features used) to improve it. CleanQuest runs no analytics today: nothing is collected even if you allow it.',
    required: false,
    purposes: ['Count screen views and feature use', 'Learn which features help cleanups most'],
    retentionPeriod: 'Nothing is collected today. Any future analytics data would be kept for at most 14 months.',
  },
  performance: {
    categoryId: 'performance',
    name: 'Performance',
    description:
      'Would let us measure load times and errors in your browser to keep the app fast. CleanQuest runs no performance monitoring in the browser today.',
    required: false,
    purposes: ['Measure how fast screens load', 'Report errors that happen in your browser'],
    retentionPeriod: 'Nothing is collected today. Any future measurements would be kept for at most 90 days.',
  },
};

export function isRequired(id: ConsentCategoryId): boolean {
  return REQUIRED_CATEGORY_IDS.includes(id);
}

/** No decision yet: only the required categories are on. */
export function defaultDecisions(): ConsentDecisions {
  return Object.fromEntries(CONSENT_CATEGORY_IDS.map((id) => [id, isRequired(id)])) as ConsentDecisions;
}

export function categoriesWith(decisions: ConsentDecisions): ConsentCategoryDto[] {
  return CONSENT_CATEGORY_IDS.map((id) => ({ ...CATEGORY_DEFINITIONS[id], consented: isRequired(id) || decisions[id] === true }));
}
