// Writes the engine's generated files from src/calculators/order.ts and the calculator folders:
// src/calculators/index.ts (definitions), loaders.ts (one import() each), exports.ts (public API),
// reference-values.ts (every calculator's reference values) and the README's table. Run through `npm run generate` at the repository root, which then generates the catalogue and the explainer.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineFiles, engineRoot, readEngineCalculators } from './calculator-lists.js';

const calculators = readEngineCalculators();
// The lists first: the README's table reads the primary outputs from the definitions they import.
for (const file of engineFiles(calculators, []).slice(0, 3)) writeFileSync(join(engineRoot, file.path), file.text);
const { calculators: infos } = await import('../src/index.js');
const primaries = infos.map(({ slug, primary, outputs }) => ({ slug, primary, unit: outputs.find((output) => output.name === primary)?.unit }));
for (const file of engineFiles(calculators, primaries)) writeFileSync(join(engineRoot, file.path), file.text);
console.log(`calc-engine: wrote the lists of ${calculators.length} calculators`);
