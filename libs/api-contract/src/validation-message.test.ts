import fc from 'fast-check';
import Type, { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { AiSettingsBody, DEFAULT_AI_SETTINGS } from './ai-settings.js';
import { CalculateBody, CalculateQuery } from './calculate.js';
import { LoginBody } from './auth.js';
import { ExplainBody } from './explain.js';
import { SearchMissBody } from './public.js';
import { ReviewListQuery, StatusChangeBody } from './review.js';
import { validationProblem, type SchemaError } from './validation-message.js';

function problemFor(schema: TSchema, value: unknown) {
  const errors = Compile(schema).Errors(value) as unknown as SchemaError[];
  return validationProblem(errors, schema, 'body');
}

describe('validationProblem', () => {
  it('uses a field\'s own errorMessage', () => {
    expect(problemFor(AiSettingsBody, { ...DEFAULT_AI_SETTINGS, warning_threshold: 100 })).toEqual({
      message: 'Warning threshold (% of the cap) must be a whole number from 50 to 99.',
      field: 'warning_threshold',
    });
    expect(problemFor(LoginBody, { key: '' })).toEqual({ message: 'Please enter the admin key.', field: 'key' });
    expect(problemFor(LoginBody, { key: 'k'.repeat(300) })).toEqual({
      message: 'That is not an admin key: a key has at most 256 characters.', field: 'key',
    });
    expect(problemFor(LoginBody, { key: 42 }).message).toBe('key must be a string.');
  });

  it('names a missing field, an unknown field, and the body itself when it is not an object', () => {
    expect(problemFor(StatusChangeBody, {})).toEqual({ message: 'status is required.', field: 'status' });
    expect(problemFor(StatusChangeBody, { status: 'approved', extra: 1 })).toEqual({ message: 'extra is not an accepted field.', field: 'extra' });
    expect(problemFor(StatusChangeBody, [])).toEqual({ message: 'The request body must be a JSON object.' });
    expect(validationProblem([], StatusChangeBody, 'querystring')).toEqual({ message: 'The query string is not valid.' });
  });

  it('builds messages from the rule when a field has none: ranges name both ends, choices list the values', () => {
    const schema = Type.Object({
      count: Type.Integer({ minimum: 1, maximum: 9 }),
      ratio: Type.Number({ minimum: 0 }),
      label: Type.String({ minLength: 3, maxLength: 5 }),
      kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
      email: Type.String({ format: 'email' }),
      items: Type.Array(Type.Object({ name: Type.String() })),
    });
    const valid = { count: 5, ratio: 1, label: 'abcd', kind: 'a', email: 'a@b.co', items: [{ name: 'x' }] };
    expect(Compile(schema).Check(valid)).toBe(true);
    expect(problemFor(schema, { ...valid, count: 10 })).toEqual({ message: 'count must be a whole number from 1 to 9.', field: 'count' });
    expect(problemFor(schema, { ...valid, count: 'ten' })).toEqual({ message: 'count must be a whole number.', field: 'count' });
    expect(problemFor(schema, { ...valid, ratio: -1 })).toEqual({ message: 'ratio must be at least 0.', field: 'ratio' });
    expect(problemFor(schema, { ...valid, label: 'ab' })).toEqual({ message: 'label must be at least 3 characters long.', field: 'label' });
    expect(problemFor(schema, { ...valid, label: 'abcdef' })).toEqual({ message: 'label must be at most 5 characters long.', field: 'label' });
    expect(problemFor(schema, { ...valid, kind: 'c' })).toEqual({ message: 'kind must be one of: a, b.', field: 'kind' });
    expect(problemFor(schema, { ...valid, email: 'nope' })).toEqual({ message: 'email must be a valid email.', field: 'email' });
    expect(problemFor(schema, { ...valid, items: [{ name: 5 }] })).toEqual({ message: 'items.0.name must be a string.', field: 'items.0.name' });
  });

  it('names an entry of a record by its key, with the record\'s own message for its values', () => {
    const loan = { slug: 'loan', inputs: { loanAmount: 10000, interestRate: '7' } };
    expect(Compile(ExplainBody).Check(loan)).toBe(true);
    expect(problemFor(ExplainBody, { ...loan, inputs: { loanAmount: true } })).toEqual({
      message: 'An input must be a number, or text of at most 50 characters.',
      field: 'inputs.loanAmount',
    });
    expect(problemFor(ExplainBody, { ...loan, inputs: { loanAmount: 'x'.repeat(51) } }).field).toBe('inputs.loanAmount');
    expect(problemFor(ExplainBody, { ...loan, inputs: [] })).toEqual({
      message: 'inputs must be an object of at most 40 inputs, by name, like { "loanAmount": 10000 }.',
      field: 'inputs',
    });
  });

  it('names a property of an object whose other properties share one schema (the calculation query) by its name', () => {
    expect(Compile(CalculateQuery).Check({ loanAmount: '10,000', schedule: true })).toBe(true);
    expect(validationProblem(Compile(CalculateQuery).Errors({ loanAmount: ['1', '2'] }) as unknown as SchemaError[], CalculateQuery, 'querystring')).toEqual({
      message: 'An input must be given once, as a number or text of at most 50 characters.',
      field: 'loanAmount',
    });
    expect(validationProblem(Compile(CalculateQuery).Errors({ schedule: 'maybe' }) as unknown as SchemaError[], CalculateQuery, 'querystring')).toEqual({
      message: 'schedule must be true or false.',
      field: 'schedule',
    });
    expect(problemFor(CalculateBody, { inputs: { loanAmount: null } }).field).toBe('inputs.loanAmount');
  });

  it('reads Ajv\'s error shape too', () => {
    const errors: SchemaError[] = [{ keyword: 'required', instancePath: '', params: { missingProperty: 'query' } }];
    expect(validationProblem(errors, SearchMissBody, 'body')).toEqual({ message: 'query is required.', field: 'query' });
  });

  it('always answers a non-empty message for any value checked against any contract schema', () => {
    const schemas: TSchema[] = [AiSettingsBody, LoginBody, SearchMissBody, ReviewListQuery, StatusChangeBody, ExplainBody, CalculateQuery, CalculateBody];
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything(), (schema, value) => {
        const errors = Compile(schema).Errors(value) as unknown as SchemaError[];
        const problem = validationProblem(errors, schema, 'body');
        expect(problem.message.length).toBeGreaterThan(0);
        if (errors.length > 0 && problem.field !== undefined) expect(problem.message).not.toMatch(/undefined|\[object/);
      }),
    );
  });
});
