import { categoryName, type CalculatorDefinition } from '@calchub/catalogue';
import { formatFact } from '../fact-display.js';
import type { Fact } from '../facts.js';

/** One message of an OpenAI-compatible chat request. */
export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

/** What the prompt is built from: the calculator as the catalogue describes it, the facts and a word limit. */
export interface ExplanationRequest {
  readonly calculator: Pick<CalculatorDefinition, 'title' | 'category' | 'description'>;
  readonly facts: readonly Fact[];
  /** The most words the answer may have: a whole number, at least 1. */
  readonly wordLimit: number;
}

/**
 * Tokens a chat message costs beyond its content and role: OpenAI's chat format adds 3 per message and 3 to prime
 * the reply, and other chat templates add a start marker, a role and an end marker; 8 leaves room for all of them.
 */
const MESSAGE_OVERHEAD_TOKENS = 8;

/** UTF-8 bytes of a text (a lone surrogate is sent as U+FFFD, 3 bytes). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function systemPrompt(wordLimit: number): string {
  return [
    'You explain the result of an online calculator to a member of the public, in plain words.',
    'Use only the numbers listed in the facts, written exactly as they are given there, in digits. Do not calculate, ' +
      'convert, estimate or invent any other number, and do not round a number differently.',
    'Say what the result means for this person and how the inputs lead to it. Give no financial, medical, legal or ' +
      'other advice: a disclaimer is shown separately, so do not write one.',
    `Write at most ${wordLimit} words, in short paragraphs of plain text: no tables, no headings, no markdown.`,
  ].join('\n');
}

/**
 * The chat messages that ask a language model to explain a result: a system prompt with the rules (plain words,
 * only the given numbers exactly as given, no new calculations, no advice, at most `wordLimit` words, no tables or
 * headings) and a user message naming the calculator and listing the facts as the site shows them.
 * @param request - the calculator, its facts and the word limit
 * @returns the system message, then the user message
 * @throws RangeError when the word limit is not a whole number of at least 1
 * @example
 * explanationPrompt({
 *   calculator: loanDefinition,
 *   facts: [{ label: 'Monthly payment', value: 308.770969, unit: '$', decimals: 2 }],
 *   wordLimit: 120,
 * })[1]?.content;
 * // 'Calculator: Loan Calculator (Finance)\n…\nFacts:\n- Monthly payment: $308.77\n\nExplain this result…'
 */
export function explanationPrompt(request: ExplanationRequest): ChatMessage[] {
  const { calculator, facts, wordLimit } = request;
  if (!Number.isInteger(wordLimit) || wordLimit < 1) throw new RangeError(`Word limit must be a whole number of at least 1, not ${wordLimit}`);
  const factLines = facts.map((fact) => `- ${fact.label}: ${formatFact(fact)}`);
  const user = [
    `Calculator: ${calculator.title} (${categoryName(calculator.category)})`,
    `What it computes: ${calculator.description}`,
    '',
    'Facts:',
    ...factLines,
    '',
    `Explain this result in at most ${wordLimit} words, using only these facts.`,
  ].join('\n');
  return [
    { role: 'system', content: systemPrompt(wordLimit) },
    { role: 'user', content: user },
  ];
}

/**
 * A true upper bound of the tokens a prompt costs, for reserving budget before the request: the UTF-8 bytes of
 * every message's role and content plus a fixed overhead per message. It holds for the byte-level tokenizers of
 * OpenAI-compatible models because no token is shorter than one byte. English runs at roughly four bytes a token, so
 * the bound reserves several times what the prompt really costs: too much, never too little.
 * @param messages - the chat messages
 * @returns the most tokens they can cost
 * @example
 * promptTokenBound([{ role: 'user', content: 'Café' }]); // 4 (role) + 5 (é is 2 bytes) + 8 = 17
 */
export function promptTokenBound(messages: readonly ChatMessage[]): number {
  return messages.reduce(
    (total, message) => total + utf8Bytes(message.role) + utf8Bytes(message.content) + MESSAGE_OVERHEAD_TOKENS,
    0,
  );
}
