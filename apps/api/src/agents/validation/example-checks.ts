import { calculators } from '@calchub/calc-engine';
import { calculatorPath, exampleCardText, type CalculatorDefinition } from '@calchub/catalogue';
import type { CalculateFunction } from './calculate-function.js';
import type { CheckOutcome, ValidationFailure } from './validation-report.js';

/** A prerendered page's HTML by its URL path (`/calculator/loan`), or undefined when the built site has no such page. */
export type PageHtml = (path: string) => string | undefined;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML fragment as a reader sees it: tags and comments gone, character references decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? reference;
    })
    .trim();
}

// A card is a link that opens the calculator with the example's inputs (a button in earlier builds); other links on
// the page have no "Example N" title.
const CARD = /<(a|button)\b[^>]*>((?:(?!<\/\1>)[\s\S])*)<\/\1>/g;
const CARD_TITLE = /^<span\b[^>]*>Example (?:<!--[\s\S]*?-->)?(\d+)<\/span>/;
/** The spans of a card: its title, its description and, last, its result line ("Result: $308.77"). */
const CARD_SPANS = /<span\b[^>]*>((?:(?!<\/span>)[\s\S])*)<\/span>/g;

/**
 * The example cards of a calculator page, as the Examples tab shows them: each card's number and its result line.
 * @param html - the page's HTML
 * @returns the shown result by example number (1 for the first card)
 * @example
 * exampleCards('<a href="?loanAmount=10000"><span>Example 1</span><span>$10,000 at 7%</span><span>Result: $308.77</span></a>');
 * // Map { 1 => 'Result: $308.77' }
 */
function exampleCards(html: string): ReadonlyMap<number, string> {
  const cards = new Map<number, string>();
  for (const [, , inner = ''] of html.matchAll(CARD)) {
    const title = CARD_TITLE.exec(inner.trim());
    const spans = [...inner.matchAll(CARD_SPANS)];
    const result = spans.length >= 3 ? spans.at(-1)?.[1] : undefined;
    if (title?.[1] && result !== undefined) cards.set(Number(title[1]), textOf(result));
  }
  return cards;
}

/**
 * Checks every catalogue example against the card its prerendered calculator page shows: the card must show the
 * engine's result for the example's inputs, formatted as every page formats a result. Each example is one check.
 * @param definitions - the catalogue's calculator definitions, with their examples
 * @param calculate - the engine's `calculate`
 * @param pageHtml - the built site's pages
 * @returns how many examples their page shows rightly, and a failure for each one it shows wrongly or not at all
 * @example
 * checkExamples(calculatorDefinitions, calculate, (path) => site.get(path)).failures;
 * // [] ; with a slip on the page: "loan example 2 ('...'): /calculator/loan shows $955.65, the engine gives $955.06"
 */
export function checkExamples(
  definitions: readonly CalculatorDefinition[],
  calculate: CalculateFunction,
  pageHtml: PageHtml,
): CheckOutcome {
  let passed = 0;
  const failures: ValidationFailure[] = [];
  for (const definition of definitions) {
    const calculator = definition.slug;
    const path = calculatorPath(calculator);
    const html = pageHtml(path);
    const cards = html === undefined ? undefined : exampleCards(html);
    definition.examples.forEach((example, index) => {
      const label = `${calculator} example ${index + 1} ('${example.description}')`;
      const fail = (what: string) => failures.push({ check: 'example', calculator, message: `${label}: ${what}` });
      let expected: string;
      try {
        const info = calculators.find((candidate) => candidate.slug === calculator);
        const result = calculate(calculator, example.inputs);
        expected = info ? exampleCardText(definition, info, result) : `Result: ${String(result.value)}`;
      } catch (error) {
        fail(`the engine refuses it: ${(error as Error).message}`);
        return;
      }
      const shown = cards?.get(index + 1);
      if (cards === undefined) fail(`the built site has no page ${path}`);
      else if (shown === undefined) fail(`${path} shows no card for it`);
      else if (shown !== expected) fail(`${path} shows ${shown}, the engine gives ${expected}`);
      else passed += 1;
    });
  }
  return { passed, failures };
}
