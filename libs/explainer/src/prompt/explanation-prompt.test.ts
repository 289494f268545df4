import { calculatorDefinitions } from '@calchub/catalogue';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dateFact, explanationPrompt, promptTokenBound, type ChatMessage, type Fact } from '../index.js';

const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
if (!loan) throw new Error('The catalogue has no loan calculator');
const facts: Fact[] = [
  { label: 'Loan amount', value: 10000, unit: '$', decimals: 2 },
  { label: 'Annual interest rate', value: 7, unit: '%', decimals: 2 },
  { label: 'Monthly payment', value: 308.7709686537195, unit: '$', decimals: 2 },
  { label: 'Number of payments', value: 36, unit: 'months', decimals: 0 },
  dateFact('First payment', '2024-02-01'),
];

describe('explanationPrompt', () => {
  const [system, user] = explanationPrompt({ calculator: loan, facts, wordLimit: 120 });

  it('sends the rules as the system message and the facts as the user message', () => {
    expect(system?.role).toBe('system');
    expect(user?.role).toBe('user');
  });

  it('asks for plain words, only the given numbers, no new calculations, no advice, no tables or headings', () => {
    expect(system?.content).toMatch(/plain words/);
    expect(system?.content).toMatch(/only the numbers listed in the facts, written exactly as they are given/);
    expect(system?.content).toMatch(/Do not calculate/);
    expect(system?.content).toMatch(/Give no financial, medical, legal or other advice/);
    expect(system?.content).toMatch(/no tables, no headings/);
  });

  it('states the word limit in both messages', () => {
    expect(system?.content).toContain('at most 120 words');
    expect(user?.content).toContain('at most 120 words');
  });

  it('names the calculator, its category and what it computes', () => {
    expect(user?.content).toContain('Calculator: Loan Calculator (Finance)');
    expect(user?.content).toContain(`What it computes: ${loan.description}`);
  });

  it('lists every fact with its label, formatted as the site shows it', () => {
    expect(user?.content).toContain(
      [
        '- Loan amount: $10,000.00',
        '- Annual interest rate: 7%',
        '- Monthly payment: $308.77',
        '- Number of payments: 36 months',
        '- First payment: Thursday, February 1, 2024',
      ].join('\n'),
    );
  });

  it.each([0, -5, 2.5, Number.NaN])('refuses a word limit of %s', (wordLimit) => {
    expect(() => explanationPrompt({ calculator: loan, facts, wordLimit })).toThrow(RangeError);
  });
});

describe('promptTokenBound', () => {
  it('counts the UTF-8 bytes of role and content plus 8 per message', () => {
    expect(promptTokenBound([{ role: 'user', content: 'Café' }])).toBe(4 + 5 + 8);
    expect(promptTokenBound([{ role: 'system', content: '' }, { role: 'user', content: '😀 kg/m²' }])).toBe(6 + 8 + 4 + 11 + 8);
  });

  test.prop([fc.array(fc.record({ role: fc.constantFrom('system', 'user'), content: fc.string({ unit: 'binary' }) }))])(
    'is never below the UTF-8 size of the messages, which no tokenizer can beat',
    (messages: ChatMessage[]) => {
      const bytes = messages.reduce((total, { role, content }) => total + Buffer.byteLength(role) + Buffer.byteLength(content), 0);
      expect(promptTokenBound(messages)).toBe(bytes + 8 * messages.length);
    },
  );
});
