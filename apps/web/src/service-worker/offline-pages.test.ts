import { describe, expect, it } from 'vitest';
import { mayUseSavedCopy, savedPageFile } from './offline-pages.js';

const ORIGIN = 'https://calchub.example';

describe('savedPageFile', () => {
  it('finds a page\'s saved HTML by its path, with or without a trailing slash', () => {
    expect(savedPageFile('/')).toBe('/index.html');
    expect(savedPageFile('/calculator/loan')).toBe('/calculator/loan/index.html');
    expect(savedPageFile('/calculator/loan/')).toBe('/calculator/loan/index.html');
    expect(savedPageFile('/category/finance')).toBe('/category/finance/index.html');
  });

  it('never gives a saved page for the API or the admin app', () => {
    for (const path of ['/api', '/api/v1/calculators', '/admin', '/admin/', '/admin/seo-proposals']) expect(savedPageFile(path)).toBeUndefined();
  });

  it('leaves files to the network: only folder paths are pages', () => {
    expect(savedPageFile('/sitemap.xml')).toBeUndefined();
    expect(savedPageFile('/calculator/loan/index.html')).toBeUndefined();
  });

  it('treats paths that only start like the API or the admin app as pages', () => {
    expect(savedPageFile('/apis')).toBe('/apis/index.html');
    expect(savedPageFile('/administration')).toBe('/administration/index.html');
  });
});

describe('mayUseSavedCopy', () => {
  it('allows GET requests of the site\'s own pages and files', () => {
    expect(mayUseSavedCopy(new URL(`${ORIGIN}/calculator/loan?loanAmount=10000`), 'GET', ORIGIN)).toBe(true);
    expect(mayUseSavedCopy(new URL(`${ORIGIN}/assets/index-Ab12Cd34.js`), 'GET', ORIGIN)).toBe(true);
  });

  it('never answers the API, the admin app, other methods or other origins from the saved copies', () => {
    expect(mayUseSavedCopy(new URL(`${ORIGIN}/api/explain/availability`), 'GET', ORIGIN)).toBe(false);
    expect(mayUseSavedCopy(new URL(`${ORIGIN}/admin/assets/index-Ef56Gh78.js`), 'GET', ORIGIN)).toBe(false);
    expect(mayUseSavedCopy(new URL(`${ORIGIN}/admin`), 'GET', ORIGIN)).toBe(false);
    expect(mayUseSavedCopy(new URL(`${ORIGIN}/calculator/loan`), 'POST', ORIGIN)).toBe(false);
    expect(mayUseSavedCopy(new URL('https://elsewhere.example/calculator/loan'), 'GET', ORIGIN)).toBe(false);
  });
});
