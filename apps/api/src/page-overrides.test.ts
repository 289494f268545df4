import { describe, expect, it } from 'vitest';
import { sitemapWithLastmod, withPageHead } from './page-overrides.js';

describe('withPageHead', () => {
  it('replaces the title, the description and their Open Graph and Twitter tags, escaping the text, and nothing else', () => {
    const page = [
      '<head><title>Loan Calculator | CalcHub</title>',
      '<meta name="description" content="Old.">',
      '<meta content="Loan Calculator | CalcHub" property="og:title"/>',
      '<meta property="og:description" content="Old.">',
      '<meta property="og:url" content="https://calchub.example/calculator/loan">',
      '</head><body><h1>Loan Calculator</h1></body>',
    ].join('');
    const html = withPageHead(page, { title: 'Loans & "Rates" | CalcHub', description: 'Pay $1 <less>.' });
    expect(html).toBe(
      [
        '<head><title>Loans &amp; &quot;Rates&quot; | CalcHub</title>',
        '<meta name="description" content="Pay $1 &lt;less&gt;.">',
        '<meta property="og:title" content="Loans &amp; &quot;Rates&quot; | CalcHub">',
        '<meta property="og:description" content="Pay $1 &lt;less&gt;.">',
        '<meta property="og:url" content="https://calchub.example/calculator/loan">',
        '</head><body><h1>Loan Calculator</h1></body>',
      ].join(''),
    );
  });
});

describe('sitemapWithLastmod', () => {
  it('gives each changed page its lastmod to the second, matched by path, replacing an earlier one', () => {
    const xml = [
      '<url><loc>https://calchub.example/</loc></url>',
      '<url><loc>https://calchub.example/calculator/loan</loc><lastmod>2020-01-01T00:00:00Z</lastmod></url>',
      '<url><loc>https://calchub.example/calculator/loan-payoff</loc></url>',
    ].join('\n');
    expect(sitemapWithLastmod(xml, new Map([['/calculator/loan', new Date('2026-11-24T13:00:05.678Z')]]))).toBe(
      [
        '<url><loc>https://calchub.example/</loc></url>',
        '<url><loc>https://calchub.example/calculator/loan</loc><lastmod>2026-11-24T13:00:05Z</lastmod></url>',
        '<url><loc>https://calchub.example/calculator/loan-payoff</loc></url>',
      ].join('\n'),
    );
  });
});
