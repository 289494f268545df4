/**
 * One promise per key, made once, as React's `use` requires of what it reads across renders.
 * @example
 * const contents = new PromiseCache((slug: string) => contentLoaders[slug]?.());
 * const content = use(contents.get('mortgage')); // inside a component
 */
export class PromiseCache<T> {
  private readonly promises = new Map<string, Promise<T>>();

  /** @param load - starts loading a key's value, or gives undefined when there is no such key */
  constructor(private readonly load: (key: string) => Promise<T> | undefined) {}

  /** The key's promise: the same one on every call; a rejected one when there is nothing to load. */
  get(key: string): Promise<T> {
    let promise = this.promises.get(key);
    if (!promise) {
      promise = this.load(key) ?? Promise.reject(new Error(`Nothing to load for "${key}"`));
      this.promises.set(key, promise);
    }
    return promise;
  }
}
