import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { siteFileFromHtml, type SiteFile } from './site-files.js';

/**
 * What the web build's server entry (`apps/web/dist/server/entry-server.js`) offers the api: the web app renders its
 * own calculator pages, so a shared address shows the same markup the browser would.
 */
export interface AddressRenderer {
  /**
   * The cache key of an address with a query, or undefined when the page as built is the answer: the address in its
   * canonical form, `<path>?<query>`, of the inputs alone (a parameter the page ignores is no part of it, so `?a1`,
   * `?a2`, ... cost no render). The page is rendered from the key's query, so every address with one key gets one page.
   */
  addressKey(pathname: string, search: string): string | undefined;
  /** The page as built, rendered again with the address's inputs. */
  renderAddressPage(pageHtml: string, pathname: string, search: string): Promise<string>;
  /** Whether the path is a generator's page, whose every render draws afresh: never kept, never shared. */
  drawsAtRandom(pathname: string): boolean;
}

/**
 * Loads the web build's server entry, when the build has one.
 * @param entry - the path of `entry-server.js`
 * @returns its renderer, or undefined when the file is missing
 */
export async function loadAddressRenderer(entry: string): Promise<AddressRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as Partial<AddressRenderer>;
  if (typeof module.addressKey !== 'function' || typeof module.renderAddressPage !== 'function' || typeof module.drawsAtRandom !== 'function') {
    throw new Error(`${entry} has no addressKey, renderAddressPage and drawsAtRandom: rebuild the web app (npm run build)`);
  }
  return { addressKey: module.addressKey, renderAddressPage: module.renderAddressPage, drawsAtRandom: module.drawsAtRandom };
}

/** Rendered pages kept, by their total size in memory (all three copies): a few hundred calculator pages. */
const ADDRESS_CACHE_BYTES = 16 * 1024 * 1024;
/** Addresses as requested whose key is remembered. */
const MAX_REMEMBERED_ADDRESSES = 10_000;
/** Longer addresses (a shared link is far shorter) have their key computed each time: the memory is 10,000 of these. */
const MAX_REMEMBERED_ADDRESS_LENGTH = 2048;
/** Renders at once; beyond this, an address gets the page as built, whose script applies the query. */
export const MAX_CONCURRENT_RENDERS = 4;

/** Where a rendered page came from, for the logs and the benchmark: a render, the cache, or the page as built. */
export type AddressPageSource = 'rendered' | 'cached' | 'built';

/**
 * Calculator addresses with a query, rendered on the server with their own result and kept in a bounded cache keyed
 * by the canonical form of the inputs, so a popular shared link costs one render. Concurrent requests for the same
 * address share one render. Each page is held with brotli and gzip copies, like the built site's files.
 */
export class AddressPages {
  readonly #renderer: AddressRenderer;
  readonly #cache = new Map<string, SiteFile>();
  /** Each address as requested, by path and query, to its key: a link shared as it is skips reading its inputs. */
  readonly #keys = new Map<string, string | undefined>();
  readonly #rendering = new Map<string, Promise<SiteFile>>();
  readonly #maxBytes: number;
  #bytes = 0;
  /** Addresses answered, by where their page came from. */
  readonly #answered: Record<AddressPageSource, number> = { rendered: 0, cached: 0, built: 0 };
  /** Counts clears: a render begun before one is sent but not kept. */
  #generation = 0;
  /** Counts generators' renders, each held under a key of its own while it runs. */
  #draws = 0;

  constructor(renderer: AddressRenderer, maxBytes = ADDRESS_CACHE_BYTES) {
    this.#renderer = renderer;
    this.#maxBytes = maxBytes;
  }

  /** Pages held and their bytes (all copies). */
  get size(): { readonly pages: number; readonly bytes: number } {
    return { pages: this.#cache.size, bytes: this.#bytes };
  }

  /** How many addresses were answered from a render, from the cache, or with the page as built, since the start. */
  get answered(): Readonly<Record<AddressPageSource, number>> {
    return { ...this.#answered };
  }

  /**
   * The page for a calculator address with a query.
   * @param pathname - the request's path
   * @param search - the request's query, `?` included
   * @param builtPage - the page as built for this path (its identity copy holds the HTML)
   * @returns the page to send and where it came from, or undefined when the page as built is the answer (no
   *   calculator address, or a query that changes nothing)
   */
  async page(pathname: string, search: string, builtPage: SiteFile): Promise<{ file: SiteFile; source: AddressPageSource } | undefined> {
    const key = this.#keyOf(pathname, search);
    if (key === undefined) return undefined;
    if (this.#renderer.drawsAtRandom(pathname)) return this.#counted(await this.#drawn(key, pathname, builtPage));
    const cached = this.#hit(key);
    if (cached) return this.#counted({ file: cached, source: 'cached' });
    const pending = this.#rendering.get(key);
    if (pending) return this.#counted({ file: await pending, source: 'rendered' });
    if (this.#rendering.size >= MAX_CONCURRENT_RENDERS) return this.#counted({ file: builtPage, source: 'built' });
    const render = this.#render(key, pathname, builtPage);
    this.#rendering.set(key, render);
    try {
      return this.#counted({ file: await render, source: 'rendered' });
    } finally {
      this.#rendering.delete(key);
    }
  }

  /**
   * The page for an address when no render is needed: the rendered page from the cache, or the page as built when
   * the query changes nothing. Lets the server answer those at once, without waiting on a promise.
   * @returns the page, or null when it must be rendered (then call {@link page})
   */
  ready(pathname: string, search: string, builtPage: SiteFile): SiteFile | null {
    const key = this.#keyOf(pathname, search);
    if (key === undefined) return builtPage;
    if (this.#renderer.drawsAtRandom(pathname)) return null;
    const cached = this.#hit(key);
    if (cached) this.#answered.cached += 1;
    return cached ?? null;
  }

  #counted<T extends { source: AddressPageSource }>(answer: T): T {
    this.#answered[answer.source] += 1;
    return answer;
  }

  #hit(key: string): SiteFile | undefined {
    const cached = this.#cache.get(key);
    if (cached) {
      // Least recently used first: a hit moves the page to the end.
      this.#cache.delete(key);
      this.#cache.set(key, cached);
    }
    return cached;
  }

  /** Forgets every rendered page: the pages they were rendered from changed (an approved SEO title). */
  clear(): void {
    this.#generation += 1;
    this.#cache.clear();
    this.#bytes = 0;
  }

  #keyOf(pathname: string, search: string): string | undefined {
    const address = `${pathname}${search}`;
    if (this.#keys.has(address)) return this.#keys.get(address);
    const key = this.#renderer.addressKey(pathname, search);
    if (address.length > MAX_REMEMBERED_ADDRESS_LENGTH) return key;
    // Bounded like the pages: started afresh when full (a key is cheap to compute again).
    if (this.#keys.size >= MAX_REMEMBERED_ADDRESSES) this.#keys.clear();
    this.#keys.set(address, key);
    return key;
  }

  /**
   * A generator's page, drawn for this request alone: rendered every time (within the same limit of renders at once),
   * never cached by the server or anyone on the way (`no-store`), never shared with another request.
   */
  async #drawn(key: string, pathname: string, builtPage: SiteFile): Promise<{ file: SiteFile; source: AddressPageSource }> {
    if (this.#rendering.size >= MAX_CONCURRENT_RENDERS) return { file: builtPage, source: 'built' };
    const render = this.#renderFile(key, pathname, builtPage);
    // Counted among the renders at once under a key of its own: concurrent requests of one address each draw.
    const slot = `${key}#${this.#draws++}`;
    this.#rendering.set(slot, render);
    try {
      return { file: { ...(await render), cacheControl: 'no-store' }, source: 'rendered' };
    } finally {
      this.#rendering.delete(slot);
    }
  }

  async #renderFile(key: string, pathname: string, builtPage: SiteFile): Promise<SiteFile> {
    const built = builtPage.copies.find((copy) => copy.coding === 'identity')?.body;
    if (!built) throw new Error(`the built page for ${pathname} is not held in memory`);
    return siteFileFromHtml(await this.#renderer.renderAddressPage(built.toString('utf8'), pathname, key.slice(key.indexOf('?'))), builtPage);
  }

  async #render(key: string, pathname: string, builtPage: SiteFile): Promise<SiteFile> {
    const generation = this.#generation;
    // From the key's query, not the address as requested: the page cached under the key must suit every address with it.
    const file = await this.#renderFile(key, pathname, builtPage);
    if (generation === this.#generation) this.#store(key, file);
    return file;
  }

  #store(key: string, file: SiteFile): void {
    const bytes = file.copies.reduce((total, copy) => total + copy.length, 0);
    if (bytes > this.#maxBytes) return;
    this.#cache.set(key, file);
    this.#bytes += bytes;
    for (const [oldest, evicted] of this.#cache) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#cache.delete(oldest);
      this.#bytes -= evicted.copies.reduce((total, copy) => total + copy.length, 0);
    }
  }
}
