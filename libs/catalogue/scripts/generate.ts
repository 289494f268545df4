// Writes the catalogue's generated files: src/calculators/index.ts (every definition and explanatory text, in the
// engine's order) from the category folders, then from the definitions src/generated/: summaries, search terms,
// addresses, calculator-pages/<slug>.ts and calculator-code/<slug>.ts with their loader tables, and the loaders of the
// texts.
// Run through `npm run generate` at the repository root (after the engine's, before the explainer's).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculatorLoaders, calculators, calculatorShape } from '@calchub/calc-engine';
import { calculatorFiles, catalogueRoot, definitionsFile, derivedFiles, describedFiles } from './catalogue-files.js';

const files = calculatorFiles(calculators.map((info) => info.slug));
const described = join(catalogueRoot, 'src/generated/described');
rmSync(described, { recursive: true, force: true });
mkdirSync(described);
for (const file of [...describedFiles(files), definitionsFile(files)]) writeFileSync(join(catalogueRoot, file.path), file.text);
// Imported only now, so that it is the list just written.
const { calculatorDefinitions } = await import('../src/calculators/index.js');
for (const folder of ['calculator-pages', 'calculator-code']) {
  const path = join(catalogueRoot, 'src/generated', folder);
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path);
}
// From each calculator's whole definition (the list's entries leave out what can be solved for).
const loaded = await Promise.all(Object.values(calculatorLoaders).map((load) => load()));
const shapes = new Map(loaded.map((calculator) => [calculator.slug, calculatorShape(calculator)]));
for (const file of derivedFiles(calculatorDefinitions, files, shapes)) writeFileSync(join(catalogueRoot, file.path), file.text);
console.log(`catalogue: wrote the lists of ${calculatorDefinitions.length} calculators`);
