// @fastify/rate-limit's in-memory store, which ships without types: the shared store counts in it when the
// database does not answer.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  interface LocalRateLimitStore {
    incr(key: string, answer: (error: Error | null, count: { current: number; ttl: number } | null) => void, timeWindow: number, max: number): void;
    child(options: object): LocalRateLimitStore;
  }
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => LocalRateLimitStore;
  export default LocalStore;
}
