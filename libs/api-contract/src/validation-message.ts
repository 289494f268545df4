/**
 * One schema-validation error as TypeBox's compiler and Ajv both report it (the same JSON-schema error shape).
 */
export interface SchemaError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** What a 400 answers: a readable sentence and, when one is to blame, the field. */
export interface ValidationProblem {
  readonly message: string;
  readonly field?: string;
}

/** Where in the request the invalid value was. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

type SchemaNode = Readonly<Record<string, unknown>>;

const PART_WORDS: Record<RequestPart, string> = {
  body: 'The request body must be a JSON object.',
  querystring: 'The query string is not valid.',
  params: 'The address is not valid.',
  headers: 'The request headers are not valid.',
};

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null;
}

/** `/items/0/name` -> ['items', '0', 'name'] (JSON Pointer, RFC 6901). */
function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function childSchema(schema: SchemaNode | undefined, segment: string): SchemaNode | undefined {
  if (!schema) return undefined;
  const properties = schema['properties'];
  if (isNode(properties) && isNode(properties[segment])) return properties[segment];
  if (isNode(schema['items'])) return schema['items'];
  // A record (`Type.Record`): every key shares one value schema.
  const patterns = schema['patternProperties'];
  if (isNode(patterns)) {
    const [only, ...others] = Object.values(patterns);
    if (isNode(only) && others.length === 0) return only;
  }
  // An object whose other properties share one schema (the public API's query string: inputs by name).
  if (isNode(schema['additionalProperties'])) return schema['additionalProperties'];
  return undefined;
}

function schemaAt(schema: unknown, segments: readonly string[]): SchemaNode | undefined {
  let node = isNode(schema) ? schema : undefined;
  for (const segment of segments) node = childSchema(node, segment);
  return node;
}

function firstName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

function allowedValues(schema: SchemaNode | undefined): string[] | undefined {
  const options = schema?.['anyOf'] ?? schema?.['oneOf'];
  if (Array.isArray(options) && options.every((option) => isNode(option) && 'const' in option)) {
    return options.map((option) => String((option as SchemaNode)['const']));
  }
  if (Array.isArray(schema?.['enum'])) return (schema['enum'] as unknown[]).map(String);
  return undefined;
}

function describeKeyword(field: string, error: SchemaError, schema: SchemaNode | undefined): string {
  const limit = error.params?.['limit'];
  const type = schema?.['type'];
  const min = schema?.['minimum'];
  const max = schema?.['maximum'];
  switch (error.keyword) {
    case 'type':
      if (type === 'integer') return `${field} must be a whole number.`;
      if (type === 'boolean') return `${field} must be true or false.`;
      return `${field} must be ${type === 'array' || type === 'object' || type === 'integer' ? 'an' : 'a'} ${String(type ?? error.params?.['type'] ?? 'value of the right type')}.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      if (typeof min === 'number' && typeof max === 'number') {
        return `${field} must be ${type === 'integer' ? 'a whole number' : 'a number'} from ${min} to ${max}.`;
      }
      return `${field} must be ${error.keyword.endsWith('inimum') ? 'at least' : 'at most'} ${String(limit)}.`;
    case 'minLength':
      return limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(limit)} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${String(limit)} characters long.`;
    case 'format':
      return `${field} must be a valid ${String(error.params?.['format'] ?? 'value')}.`;
    case 'pattern':
      return `${field} is not in the expected format.`;
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf': {
      const values = allowedValues(schema);
      return values ? `${field} must be one of: ${values.join(', ')}.` : `${field} is not an accepted value.`;
    }
    default:
      return `${field} is not valid.`;
  }
}

/**
 * Turns schema-validation errors into one readable message naming the field, for a 400 answer or a form.
 * A field's own `errorMessage` (a schema option: one text, or a text by failed rule such as `{ minLength: ... }`)
 * wins; otherwise the message is built from the failed rule and the field's schema, so a range names both ends.
 * @param errors - the validator's errors, in its order (the first one is reported)
 * @param schema - the schema that was checked (used to find ranges, choices and custom messages)
 * @param part - where the value came from, for a message about the whole part
 * @returns `{ message, field? }`
 * @example
 * const schema = Type.Object({ warning_threshold: Type.Integer({ minimum: 50, maximum: 99 }) });
 * validationProblem([{ keyword: 'maximum', instancePath: '/warning_threshold', params: { limit: 99 } }], schema, 'body');
 * // { message: 'warning_threshold must be a whole number from 50 to 99.', field: 'warning_threshold' }
 */
export function validationProblem(errors: readonly SchemaError[], schema: unknown, part: RequestPart): ValidationProblem {
  const error = errors[0];
  if (!error) return { message: PART_WORDS[part] };
  const segments = pointerSegments(error.instancePath);

  if (error.keyword === 'required') {
    const missing = firstName(error.params?.['requiredProperties']) ?? firstName(error.params?.['missingProperty']);
    if (missing !== undefined) {
      const field = [...segments, missing].join('.');
      return { message: `${field} is required.`, field };
    }
  }
  if (error.keyword === 'additionalProperties') {
    const extra = firstName(error.params?.['additionalProperties']) ?? firstName(error.params?.['additionalProperty']);
    if (extra !== undefined) {
      const field = [...segments, extra].join('.');
      return { message: `${field} is not an accepted field.`, field };
    }
  }
  if (segments.length === 0) {
    return error.keyword === 'type' ? { message: PART_WORDS[part] } : { message: `${PART_WORDS[part]} (${error.message ?? error.keyword})` };
  }
  const field = segments.join('.');
  // `schema is false`: TypeBox reports an unlisted property this way before the additionalProperties error.
  if (error.keyword === 'boolean' || error.keyword === 'false schema') return { message: `${field} is not an accepted field.`, field };
  const fieldSchema = schemaAt(schema, segments);
  const custom = fieldSchema?.['errorMessage'];
  if (typeof custom === 'string') return { message: custom, field };
  const forRule = custom !== null && typeof custom === 'object' ? (custom as Record<string, unknown>)[error.keyword] : undefined;
  if (typeof forRule === 'string') return { message: forRule, field };
  return { message: describeKeyword(field, error, fieldSchema), field };
}
