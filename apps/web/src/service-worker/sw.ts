/**
 * The site's service worker (served as /sw.js): after a first visit, every calculator page, the home and category
 * pages and all the scripts and styles they load are saved, so the site opens and computes with no network.
 *
 * - Scripts, styles and icons (`/assets/*` names carry a content hash) are answered from the saved copies.
 * - A page is asked from the network first, as without a worker, so a new deploy shows at once; the saved copy is
 *   shown when the network fails or takes longer than {@link PAGE_NETWORK_TIMEOUT_MS}. A shared address's query is
 *   left to the page's own script, which applies it after loading.
 * - The API and the admin app are never answered here.
 * - A new deploy changes this file (the list below holds each file's revision): the browser installs the new worker
 *   beside the old one, saving the new build, and it takes over once no tab of the old build is open. Until then the
 *   old worker's saved copies and scripts stay together, so an open tab never loads a script that no longer exists.
 *
 * The list of files to save is written into the built file by the web build (scripts/prerender.mjs), once every
 * page is prerendered.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { mayUseSavedCopy, PAGE_NETWORK_TIMEOUT_MS, savedPageFile } from './offline-pages.js';

declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: ReadonlyArray<PrecacheEntry | string> };

/** The page from the network, or undefined when it took too long; rejects when the network fails. */
function pageFromNetwork(request: Request): Promise<Response | undefined> {
  const network = fetch(request);
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, PAGE_NETWORK_TIMEOUT_MS, undefined));
  return Promise.race([network, late]);
}

async function openPage({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const file = savedPageFile(url.pathname);
  if (!file || !getCacheKeyForURL(file)) return fetch(request);
  try {
    const response = await pageFromNetwork(request);
    // A server error (a proxy in front of a stopped server) is worse than the saved page.
    if (response && response.status < 500) return response;
  } catch {
    // No network: the saved page below.
  }
  return (await matchPrecache(file)) ?? fetch(request);
}

// Pages first, so that the precache's own route below answers only scripts, styles and images.
registerRoute(({ request, url }) => request.mode === 'navigate' && mayUseSavedCopy(url, request.method, self.location.origin), openPage);

precache([...self.__WB_MANIFEST]);
addRoute();
cleanupOutdatedCaches();
// The first worker takes the page it was installed from, so a link followed offline from that page finds its script.
clientsClaim();
