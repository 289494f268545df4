import type { PublicCalculator, PublicCalculatorInput } from '@calchub/api-contract';

/** What the reference page reads of the OpenAPI document: its operations and their parameters. */
export interface OpenApiDocumentView {
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly paths?: Readonly<Record<string, Readonly<Record<string, OperationView>> | undefined>>;
}

interface OperationView {
  readonly summary?: string;
  readonly description?: string;
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string; readonly required?: boolean; readonly description?: string; readonly schema?: { readonly type?: unknown } }>;
  readonly requestBody?: unknown;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Text made safe for HTML, with `code` in backticks shown as code.
 * @param text - plain text, possibly with `code` spans
 * @returns HTML
 */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * Escapes the five characters HTML gives a meaning.
 * @param text - any text
 * @returns the text, safe in an element or a quoted attribute
 * @example
 * escapeHtml('a < b & "c"'); // 'a &lt; b &amp; &quot;c&quot;'
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function exampleQuery(inputs: Readonly<Record<string, number | string>>): string {
  return new URLSearchParams(Object.entries(inputs).map(([name, value]): [string, string] => [name, String(value)])).toString();
}

function exampleFor(path: string, method: string, baseUrl: string, calculator: PublicCalculator | undefined): string {
  const example = calculator?.examples[0];
  const address = `${baseUrl}${path.replace('{slug}', calculator?.slug ?? 'loan')}`;
  if (method === 'post') {
    const body = JSON.stringify({ inputs: example?.inputs ?? {}, schedule: false });
    return `curl -X POST -H 'Content-Type: application/json' -d ${shellQuoted(body)} ${shellQuoted(address)}`;
  }
  const query = path.includes('{slug}') && example ? `?${exampleQuery(example.inputs)}` : '';
  return `curl ${shellQuoted(`${address}${query}`)}`;
}

function rangeOf(input: PublicCalculatorInput): string {
  if (input.options) return input.options.map((option) => `${option.value} (${option.label})`).join(', ');
  if (input.min !== undefined && input.max !== undefined) return `${input.min} to ${input.max}${input.integer ? ', whole' : ''}`;
  if (input.min !== undefined) return `at least ${input.min}`;
  if (input.max !== undefined) return `at most ${input.max}`;
  if (input.units) return input.units.join(', ');
  return FORMATS[input.type] ?? '';
}

/** How a value of each written type looks, for the inputs table. */
const FORMATS: Readonly<Partial<Record<PublicCalculatorInput['type'], string>>> = {
  date: 'YYYY-MM-DD',
  time: 'HH:MM, 24-hour',
  datetime: 'YYYY-MM-DDTHH:MM',
  duration: 'M:SS or H:MM:SS',
  numberList: 'numbers separated by commas, semicolons, spaces or new lines',
  dateList: 'dates YYYY-MM-DD separated by commas, semicolons, spaces or new lines',
  timezone: 'an IANA time-zone name such as America/New_York, or UTC',
};

function inputRow(input: PublicCalculatorInput): string {
  const unit = [input.unit, input.usUnit ? `${input.usUnit} with units=us` : undefined].filter(Boolean).join('; ');
  const cells = [
    `<code>${escapeHtml(input.name)}</code>${input.feetAndInches ? ` (or <code>${escapeHtml(input.feetAndInches.feet)}</code> and <code>${escapeHtml(input.feetAndInches.inches)}</code> with units=us)` : ''}`,
    escapeHtml(input.label),
    escapeHtml(input.type),
    escapeHtml(unit),
    escapeHtml(rangeOf(input)),
    input.default === undefined ? (input.required ? 'required' : '') : escapeHtml(String(input.default)),
    input.visibleWhen ? `read when <code>${escapeHtml(input.visibleWhen.input)}</code> is ${escapeHtml(input.visibleWhen.equals.join(' or '))}` : '',
  ];
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

function calculatorSection(calculator: PublicCalculator, baseUrl: string): string {
  const example = calculator.examples[0];
  const curl = example ? `<pre><code>${escapeHtml(exampleFor('/api/v1/calculate/{slug}', 'get', baseUrl, calculator))}</code></pre>` : '';
  return `<section id="calculator-${escapeHtml(calculator.slug)}">
<h3>${escapeHtml(calculator.title)} <code>${escapeHtml(calculator.slug)}</code></h3>
<p>${escapeHtml(calculator.description)} Result: <code>${escapeHtml(calculator.primary.name)}</code>${calculator.primary.unit ? ` in ${escapeHtml(calculator.primary.unit)}` : ''}.${calculator.unitToggle ? ' Takes <code>units=us</code> for US units.' : ''}</p>
<table>
<thead><tr><th>Input</th><th>Label</th><th>Type</th><th>Unit</th><th>Values</th><th>Default</th><th>Note</th></tr></thead>
<tbody>
${calculator.inputs.map(inputRow).join('\n')}
</tbody>
</table>
${curl}
</section>`;
}

function operationSection(path: string, method: string, operation: OperationView, baseUrl: string, sample: PublicCalculator | undefined): string {
  const parameters = operation.parameters ?? [];
  const parameterRows = parameters
    .map((parameter) => `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${prose(parameter.description ?? '')}</td></tr>`)
    .join('\n');
  const table = parameters.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Meaning</th></tr></thead><tbody>\n${parameterRows}\n</tbody></table>`
    : '';
  const body = operation.requestBody ? '<p>Body: a JSON object, <code>{ "inputs": { "&lt;name&gt;": number or text }, "schedule"?: boolean }</code>.</p>' : '';
  return `<section id="${escapeHtml(`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'))}">
<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary ?? '')}. ${prose(operation.description ?? '')}</p>
${table}
${body}
<pre><code>${escapeHtml(exampleFor(path, method, baseUrl, sample))}</code></pre>
</section>`;
}

/**
 * The API reference as one HTML page with no script, no inline style and nothing from another origin (the site's
 * CSP allows none): each operation of the OpenAPI document with its parameters and a curl example, then every
 * calculator with its inputs and an example.
 * @param document - the OpenAPI document
 * @param calculators - every calculator as GET /api/v1/calculators lists it
 * @param baseUrl - the site's public address, for the examples
 * @param stylesheet - the address of the page's stylesheet (on this origin)
 * @returns the page
 */
export function referencePage(document: OpenApiDocumentView, calculators: readonly PublicCalculator[], baseUrl: string, stylesheet: string): string {
  const sample = calculators.find((calculator) => calculator.slug === 'loan') ?? calculators[0];
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [operationSection(path, method, operation, baseUrl, sample)] : [];
    }),
  );
  const contents = calculators.map((calculator) => `<li><a href="#calculator-${escapeHtml(calculator.slug)}">${escapeHtml(calculator.title)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>Version ${escapeHtml(document.info.version)}. ${prose(document.info.description ?? '')}</p>
<p>The machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1). Inputs are read as a calculator page's address reads them: numbers may carry thousands separators, unknown names are ignored, and an input left out takes its default.</p>
<h2>Routes</h2>
${operations.join('\n')}
<h2>Calculators</h2>
<ul class="contents">${contents}</ul>
${calculators.map((calculator) => calculatorSection(calculator, baseUrl)).join('\n')}
</main>
</body>
</html>
`;
}

/** The reference page's stylesheet: served from this origin, as the CSP requires. */
export const REFERENCE_STYLESHEET = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}
main{max-width:72rem;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:2rem}h2{margin-top:2.5rem;border-bottom:1px solid #e5e7eb}h3{margin-top:2rem}
code{font:0.9em ui-monospace,monospace;background:#f3f4f6;padding:0 .2em;border-radius:3px}
pre{background:#111827;color:#f9fafb;padding:.75rem 1rem;overflow-x:auto;border-radius:6px}
pre code{background:none;color:inherit;padding:0}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}
th,td{border:1px solid #e5e7eb;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f9fafb}
.contents{columns:3 14rem}
a{color:#1d4ed8}
`;
