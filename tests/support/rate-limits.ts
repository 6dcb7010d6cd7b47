/**
 * Rate limits high enough for tests, e2e runs and benchmarks that create many guests and reports from
 * one address (127.0.0.1). Tests of the limits themselves set lower ones.
 */
export const RELAXED_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '1000000',
  RATE_LIMIT_REPORTS_PER_USER: '1000000',
  RATE_LIMIT_REPORTS_PER_ADDRESS: '1000000',
  RATE_LIMIT_OPEN_DATA_PER_ADDRESS: '1000000',
};
