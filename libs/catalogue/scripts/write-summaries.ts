// Writes src/generated/calculator-summaries.ts, calculator-search-terms.ts, calculator-addresses.ts,
// calculator-page-loaders.ts with calculator-pages/<slug>.ts, and content-loaders.ts from the definitions.
// Run after adding or renaming a calculator or changing its keywords:  npm run generate -w @calchub/catalogue
// `summaries.test.ts` fails while any of them is stale.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculatorDefinitions } from '../src/calculators/index.js';
import {
  renderAddressesModule, renderContentLoadersModule, renderLoadersModule, renderPageModule, renderSearchTermsModule,
  renderSummariesModule,
} from '../src/summaries-module.js';

const generated = join(import.meta.dirname, '../src/generated');
writeFileSync(join(generated, 'calculator-summaries.ts'), renderSummariesModule(calculatorDefinitions));
writeFileSync(join(generated, 'calculator-search-terms.ts'), renderSearchTermsModule(calculatorDefinitions));
writeFileSync(join(generated, 'calculator-addresses.ts'), renderAddressesModule(calculatorDefinitions));
writeFileSync(join(generated, 'calculator-page-loaders.ts'), renderLoadersModule(calculatorDefinitions));
const pages = join(generated, 'calculator-pages');
rmSync(pages, { recursive: true, force: true });
mkdirSync(pages);
for (const definition of calculatorDefinitions) writeFileSync(join(pages, `${definition.slug}.ts`), renderPageModule(definition));
writeFileSync(join(generated, 'content-loaders.ts'), renderContentLoadersModule(calculatorDefinitions));
console.log(`Wrote summaries, search terms, addresses and loaders of ${calculatorDefinitions.length} calculators to ${generated}`);
