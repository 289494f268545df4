// Writes src/generated/calculator-summaries.ts, calculator-search-terms.ts and definition-loaders.ts from the
// definitions. Run after adding or renaming a calculator or changing its keywords:  npm run generate -w @calchub/catalogue
// `summaries.test.ts` fails while any of them is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculatorDefinitions } from '../src/calculators/index.js';
import { renderLoadersModule, renderSearchTermsModule, renderSummariesModule } from '../src/summaries-module.js';

const generated = join(import.meta.dirname, '../src/generated');
writeFileSync(join(generated, 'calculator-summaries.ts'), renderSummariesModule(calculatorDefinitions));
writeFileSync(join(generated, 'calculator-search-terms.ts'), renderSearchTermsModule(calculatorDefinitions));
writeFileSync(join(generated, 'definition-loaders.ts'), renderLoadersModule(calculatorDefinitions));
console.log(`Wrote summaries, search terms and loaders of ${calculatorDefinitions.length} calculators to ${generated}`);
