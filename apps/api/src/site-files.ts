import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A content coding the built site holds a copy in: the file itself, its `.gz` or its `.br` copy. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** One copy of a file as sent: its bytes (or, for a large file, its path on disk), length and ETag. */
export interface FileCopy {
  readonly coding: ContentCoding;
  /** The bytes, held in memory; undefined for a file larger than the memory limit, read from `path` per request. */
  readonly body: Buffer | undefined;
  readonly path: string;
  readonly length: number;
  /** A strong ETag from the SHA-256 of these bytes, so each copy of a file has its own. */
  readonly etag: string;
}

/** A URL of the built site: what it answers and in which codings. */
export interface SiteFile {
  readonly contentType: string;
  readonly cacheControl: string;
  /** The best coding first: brotli, gzip, then the file itself (always present). */
  readonly copies: readonly FileCopy[];
}

/** The files of a built app, by URL path, and what they cost in memory. */
export interface SiteFiles {
  readonly byPath: ReadonlyMap<string, SiteFile>;
  /** Files found (not counting compressed copies). */
  readonly files: number;
  /** Bytes held in memory: the files and their compressed copies. */
  readonly bytesInMemory: number;
  /** Files over the memory limit, sent from disk on each request. */
  readonly filesOnDisk: number;
}

/** Files larger than this stay on disk and are streamed (the built site has none; a large download might). */
export const MEMORY_LIMIT_PER_FILE = 5 * 1024 * 1024;

/** Vite names bundled files with a content hash, so a given URL under /assets/ never changes. */
const HASHED_ASSET = /\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

const COMPRESSED_COPY = /\.(gz|br)$/;

/**
 * The content type a file is sent with, from its extension (`application/octet-stream` when unknown).
 * @param file - the file's name or path
 * @returns the Content-Type value
 * @example
 * contentTypeOf('index.html'); // 'text/html; charset=utf-8'
 */
function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

async function sha256Of(path: string, body: Buffer | undefined): Promise<string> {
  const hash = createHash('sha256');
  if (body) return hash.update(body).digest('base64url');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('base64url');
}

async function readCopy(path: string, coding: ContentCoding): Promise<FileCopy | undefined> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    size = info.size;
  } catch {
    return undefined;
  }
  const body = size <= MEMORY_LIMIT_PER_FILE ? await readFile(path) : undefined;
  const digest = await sha256Of(path, body);
  return { coding, body, path, length: body?.length ?? size, etag: `"${digest.slice(0, 27)}${coding === 'identity' ? '' : `-${coding}`}"` };
}

/**
 * Reads a built app into memory once: every file under `folder` with its `.br` and `.gz` copies when the build
 * wrote them, keyed by the URL path it answers at under `prefix`. A folder's `index.html` also answers at the
 * folder's path with and without the trailing slash (`/calculator/loan` and `/calculator/loan/`) when `indexes` is
 * set. Only these paths exist: a request path is looked up, never joined to a folder, so `..` cannot reach outside.
 * @param folder - the built app (for example `apps/web/dist/site`)
 * @param options - `prefix`: the URL path it is served under (`/` or `/admin/`); `indexes`: serve folders' index.html
 * @returns the files by URL path and what they hold in memory
 * @example
 * const site = await loadSiteFiles('apps/web/dist/site', { prefix: '/', indexes: true });
 * site.byPath.get('/calculator/loan')?.contentType; // 'text/html; charset=utf-8'
 */
export async function loadSiteFiles(folder: string, options: { prefix: string; indexes: boolean }): Promise<SiteFiles> {
  const byPath = new Map<string, SiteFile>();
  let files = 0;
  let bytesInMemory = 0;
  let filesOnDisk = 0;
  for (const path of await filesUnder(folder)) {
    if (COMPRESSED_COPY.test(path)) continue;
    const identity = await readCopy(path, 'identity');
    if (!identity) continue;
    const copies = [await readCopy(`${path}.br`, 'br'), await readCopy(`${path}.gz`, 'gzip'), identity].filter(
      (copy): copy is FileCopy => copy !== undefined,
    );
    files += 1;
    for (const copy of copies) {
      if (copy.body) bytesInMemory += copy.length;
      else filesOnDisk += 1;
    }
    const relative = path.slice(folder.length).split(sep).filter(Boolean).join('/');
    const urlPath = `${options.prefix}${relative}`;
    const file: SiteFile = {
      contentType: contentTypeOf(path),
      cacheControl: HASHED_ASSET.test(urlPath) ? IMMUTABLE : 'no-cache',
      copies,
    };
    byPath.set(urlPath, file);
    if (options.indexes && (relative === 'index.html' || relative.endsWith('/index.html'))) {
      const folderPath = urlPath.slice(0, -'index.html'.length);
      byPath.set(folderPath, file);
      if (folderPath.length > 1) byPath.set(folderPath.slice(0, -1), file);
    }
  }
  return { byPath, files, bytesInMemory, filesOnDisk };
}

function copyInMemory(coding: ContentCoding, body: Buffer): FileCopy {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { coding, body, path: '', length: body.length, etag: `"${digest}${coding === 'identity' ? '' : `-${coding}`}"` };
}

/**
 * A page made on the server (a shared address rendered with its inputs, a page with an approved SEO title), held
 * like a built file: brotli, gzip and the page itself, each with its own ETag, and the built page's headers.
 * @param html - the page
 * @param like - the built file whose content type and cache policy it keeps
 * @returns the file to serve
 * @example
 * (await siteFileFromHtml('<!doctype html><title>Loan</title>', builtPage)).copies.map((copy) => copy.coding);
 * // ['br', 'gzip', 'identity']
 */
export async function siteFileFromHtml(html: string, like: SiteFile): Promise<SiteFile> {
  const body = Buffer.from(html);
  // Middle settings: a page is compressed once, on a request's or an approval's time.
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 6 }),
  ]);
  return {
    contentType: like.contentType,
    cacheControl: like.cacheControl,
    copies: [copyInMemory('br', br), copyInMemory('gzip', gz), copyInMemory('identity', body)],
  };
}

const acceptedCache = new Map<string, ReadonlySet<ContentCoding>>();
const ACCEPTED_CACHE_SIZE = 64;

/**
 * The codings an Accept-Encoding header allows besides identity (`br`, `gzip`; `*` allows both unless named with
 * `q=0`). Browsers send a handful of distinct headers, so the answers for the last few are kept.
 * @param header - the request's Accept-Encoding, if any
 * @returns the acceptable compressed codings
 * @example
 * acceptedCodings('gzip, deflate, br;q=0'); // Set { 'gzip' }
 */
function acceptedCodings(header: string | undefined): ReadonlySet<ContentCoding> {
  if (!header) return new Set();
  const known = acceptedCache.get(header);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (coding: string) => (quality.get(coding) ?? (coding === 'gzip' ? quality.get('x-gzip') : undefined) ?? quality.get('*') ?? 0) > 0;
  const accepted = new Set<ContentCoding>((['br', 'gzip'] as const).filter(allows));
  if (acceptedCache.size >= ACCEPTED_CACHE_SIZE) acceptedCache.clear();
  acceptedCache.set(header, accepted);
  return accepted;
}

/**
 * The copy of a file to send: the first of brotli, gzip, identity that the request accepts.
 * @param file - the file
 * @param acceptEncoding - the request's Accept-Encoding
 * @returns the copy to send
 */
export function chooseCopy(file: SiteFile, acceptEncoding: string | undefined): FileCopy {
  const accepted = acceptedCodings(acceptEncoding);
  return file.copies.find((copy) => copy.coding === 'identity' || accepted.has(copy.coding)) as FileCopy;
}

/**
 * Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`.
 * @param header - the request's If-None-Match, if any
 * @param etag - the copy's ETag
 * @returns true when the client's copy is current
 * @example
 * matchesEtag('W/"abc", "def"', '"abc"'); // true
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
