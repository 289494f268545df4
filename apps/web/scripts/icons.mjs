#!/usr/bin/env node
// `node apps/web/scripts/icons.mjs`: draws the app icons of the web app manifest (public/icons/*.png) from
// public/favicon.svg, so the installed app's icon is the site's own. Chromium rasterises the SVG (CHROME_PATH, else
// Debian's /usr/bin/chromium). Run it again after changing the favicon and commit the PNGs.
//  - icon-192.png, icon-512.png: the favicon itself, its rounded corners transparent ("any" purpose);
//  - icon-maskable-512.png: the favicon's blue filling the square, the glyph inside the middle 80% that every
//    launcher's mask keeps ("maskable" purpose, https://w3c.github.io/manifest/#icon-masks).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1];
if (!background) throw new Error('public/favicon.svg has no filled <rect> to take the maskable icon\'s background from');
const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    // The glyph at 70% of a maskable icon stays inside its safe circle (80% of the side) with its corners.
    const glyph = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? background : 'transparent'}">` +
        `<img src="${source}" width="${glyph}" height="${glyph}" alt=""></body></html>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    await page.screenshot({ path: join(root, 'public/icons', file), omitBackground: !maskable });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
