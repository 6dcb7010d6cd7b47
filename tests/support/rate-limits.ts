/**
 * Rate limits high enough for tests, e2e runs and benchmarks that create many guests and reports from
 * one address (127.0.0.1): RATE_LIMIT_FACTOR multiplies every budget an endpoint declares
 * (src/shared/endpoint-limits.ts), and the budgets with their own variable are set high. Tests of the
 * limits themselves set RATE_LIMIT_FACTOR to 1 (the real numbers) or lower variables.
 */
export const RELAXED_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_FACTOR: '1000',
  RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '1000000',
  RATE_LIMIT_REPORTS_PER_USER: '1000000',
  RATE_LIMIT_REPORTS_PER_ADDRESS: '1000000',
  RATE_LIMIT_OPEN_DATA_PER_ADDRESS: '1000000',
  RATE_LIMIT_ANALYSIS_PER_ADDRESS: '1000000',
};
