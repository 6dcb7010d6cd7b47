import type { ConsentCategoryDto, ConsentProofDto, ConsentStatusDto, TransparencyReportDto } from '../contract';

/** Sample server answers for stories and tests. */
export const sampleCategories = (analytics: boolean, performance: boolean): ConsentCategoryDto[] => [
  {
    categoryId: 'essential',
    name: 'Essential',
    description: 'Needed for the app to work.',
    required: true,
    consented: true,
    purposes: ['Keep your guest or account session (HttpOnly session cookie)'],
    retentionPeriod: 'Session cookie: until the session ends (24 hours for guests).',
  },
  {
    categoryId: 'analytics',
    name: 'Analytics',
    description: 'Would let us count how the app is used.',
    required: false,
    consented: analytics,
    purposes: ['Count screen views and feature use'],
    retentionPeriod: 'Nothing is collected today.',
  },
  {
    categoryId: 'performance',
    name: 'Performance',
    description: 'Would let us measure load times.',
    required: false,
    consented: performance,
    purposes: ['Measure how fast screens load'],
    retentionPeriod: 'Nothing is collected today.',
  },
];

export const sampleStatus = (over: Partial<ConsentStatusDto> = {}): ConsentStatusDto => ({
  hasConsent: true,
  lastUpdated: '2026-11-22T10:00:00.000Z',
  version: '1.0',
  currentVersion: '1.0',
  consents: { essential: true, analytics: false, performance: true },
  renewal: { required: false, reason: null, daysUntilExpiry: 365 },
  ...over,
});

export const sampleReport = (score = 100): TransparencyReportDto => ({
  userId: '6f1c2b9e-4a3d-4e5f-9a8b-7c6d5e4f3a2b',
  generatedAt: '2026-11-22T10:05:00.000Z',
  consentMetrics: {
    totalConsents: 2,
    activeConsents: 2,
    withdrawals: 1,
    categoryBreakdown: {
      essential: { granted: 2, denied: 0, active: true },
      analytics: { granted: 1, denied: 1, active: false },
      performance: { granted: 2, denied: 0, active: true },
    },
  },
  complianceStatus: { consentValidityScore: score, renewalRequired: score < 100, policyVersion: '1.0' },
  dataRights: { responseTime: 'Within 1 month', cost: 'Free of charge', rights: ['access', 'erasure'] },
});

export const sampleProof = (status = sampleStatus()): ConsentProofDto => ({
  userId: '6f1c2b9e-4a3d-4e5f-9a8b-7c6d5e4f3a2b',
  generatedAt: '2026-11-22T10:05:00.000Z',
  currentStatus: status,
  legalValidation: { gdprCompliant: true, validConsent: true, withdrawalRights: true, auditTrail: true },
  consentHistory: [
    {
      consentId: 'b7e1',
      timestamp: '2026-11-22T10:00:00.000Z',
      consentVersion: '1.0',
      ipAddress: '203.0.113.0',
      userAgentHash: 'a'.repeat(64),
      source: 'preferences',
      action: 'withdraw',
      withdrawalDate: '2026-11-22T10:00:00.000Z',
      withdrawnCategories: ['analytics'],
      granularConsents: { essential: true, analytics: false, performance: true },
    },
    {
      consentId: 'a3c9',
      timestamp: '2026-11-21T08:30:00.000Z',
      consentVersion: '1.0',
      ipAddress: '203.0.113.0',
      userAgentHash: 'a'.repeat(64),
      source: 'banner',
      action: 'record',
      withdrawalDate: null,
      withdrawnCategories: [],
      granularConsents: { essential: true, analytics: true, performance: true },
    },
  ],
});
