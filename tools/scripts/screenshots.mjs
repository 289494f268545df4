#!/usr/bin/env node
// Takes the screenshots kept in docs/screenshots, at a phone and a desktop width, from a running server:
//   npm start  (in another terminal), then  node tools/scripts/screenshots.mjs [http://localhost:3000]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const pages = {
  home: '/',
  'category-finance': '/category/finance',
  'calculator-mortgage': '/calculator/mortgage?homePrice=400000&downPaymentPercent=10&interestRate=6.5&loanTerm=30&propertyTaxRate=1.2&homeInsurance=1500&pmiRate=0.5',
  'calculator-bmi': '/calculator/bmi?weight=70&height=170',
  'calculator-bmi-us': '/calculator/bmi?weight=154&heightFeet=5&heightInches=7&units=us',
  'calculator-gpa': '/calculator/gpa',
  search: '/search?q=loan',
  'not-found': '/no-such-page',
  'admin-login': '/admin',
};
const widths = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const [name, path] of Object.entries(pages)) {
  for (const [size, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `${name}-${size}.png`), fullPage: false });
    await page.close();
  }
}
await browser.close();
console.log(`Screenshots written to ${out}`);
