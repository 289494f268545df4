/**
 * Reads a calculator's page file, `<slug>.md` beside its engine module: YAML front matter (title, description,
 * category, aliases, keywords, related, formula, examples, disclaimer) and the long text under fixed `##` headings,
 * the FAQ as `###` questions. Writes nothing: `catalogue-files.ts` turns what it reads into generated modules, and the
 * catalogue's schema tests check the result like any definition.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { CalculatorPage } from '../src/described-page.js';
import type { ExplanatoryContent, FaqEntry } from '../src/types.js';

/** The `##` headings of a page file, in order, and the part of the explanatory text each one holds. */
export const PAGE_SECTIONS = [
  ['What it computes', 'whatItComputes'],
  ['How to use it', 'howToUse'],
  ['The formula explained', 'formulaExplained'],
  ['Reading the result', 'readingTheResult'],
  ['Limitations', 'limitations'],
  ['FAQ', 'faq'],
] as const;

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** Paragraphs as the site keeps them: lines of a paragraph joined by spaces, paragraphs by one blank line. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).join(' '))
    .join('\n\n');
}

function faqEntries(text: string, file: string): FaqEntry[] {
  return text.split(/^### /m).slice(1).map((entry) => {
    const [question = '', ...answer] = entry.split('\n');
    if (!answer.join('').trim()) throw new Error(`${file}: the FAQ question "${question.trim()}" has no answer`);
    return { question: question.trim(), answer: paragraphs(answer.join('\n')) };
  });
}

/**
 * Parses a page file's text.
 * @param text - the file's text
 * @param file - its path, for messages
 * @returns the front matter and the explanatory text
 * @throws Error naming the file when the front matter is missing or a section is missing, out of order or unknown
 * @example
 * parseCalculatorPage(readFileSync('sales-tax.md', 'utf8'), 'sales-tax.md').page.title; // 'Sales Tax Calculator'
 */
export function parseCalculatorPage(text: string, file: string): { page: CalculatorPage; content: ExplanatoryContent } {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: start with front matter between two lines of ---`);
  const page = parse(match[1] as string) as CalculatorPage;
  const parts = (match[2] as string).split(/^## /m);
  if (parts[0]?.trim()) throw new Error(`${file}: text before the first ## heading`);
  const headings = parts.slice(1).map((part) => part.split('\n')[0]?.trim());
  const expected = PAGE_SECTIONS.map(([heading]) => heading);
  if (JSON.stringify(headings) !== JSON.stringify(expected)) {
    throw new Error(`${file}: the ## headings must be, in order: ${expected.join(', ')} (found: ${headings.join(', ')})`);
  }
  const body = parts.slice(1).map((part) => part.slice(part.indexOf('\n') + 1));
  const content = Object.fromEntries(PAGE_SECTIONS.map(([, key], index) => [
    key,
    key === 'faq' ? faqEntries(body[index] ?? '', file) : paragraphs(body[index] ?? ''),
  ])) as unknown as ExplanatoryContent;
  return { page, content };
}

/**
 * Reads and parses a page file.
 * @param path - the file's path
 * @returns the front matter and the explanatory text
 */
export function readCalculatorPage(path: string): { page: CalculatorPage; content: ExplanatoryContent } {
  return parseCalculatorPage(readFileSync(path, 'utf8'), path);
}
