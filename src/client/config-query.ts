/**
 * The query key of GET /api/config (the run-time settings the core serves). Server rendering fills
 * it, so a server-rendered page never fetches it; screens read it through this key.
 */
export const CLIENT_CONFIG_KEY = ['/api/config'] as const;
