// Writes src/generated/calculator-summaries.ts and src/generated/definition-loaders.ts from the definitions.
// Run after adding or renaming a calculator:  npm run generate -w @calchub/catalogue
// `summaries.test.ts` fails while either file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculatorDefinitions } from '../src/calculators/index.js';
import { renderLoadersModule, renderSummariesModule } from '../src/summaries-module.js';

const generated = join(import.meta.dirname, '../src/generated');
writeFileSync(join(generated, 'calculator-summaries.ts'), renderSummariesModule(calculatorDefinitions));
writeFileSync(join(generated, 'definition-loaders.ts'), renderLoadersModule(calculatorDefinitions));
console.log(`Wrote summaries and loaders of ${calculatorDefinitions.length} calculators to ${generated}`);
