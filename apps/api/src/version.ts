/** The api's version, as in apps/api/package.json (a test keeps them equal); reported by GET /api/health. */
export const API_VERSION = '0.1.0';
