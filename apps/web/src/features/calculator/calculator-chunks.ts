import { lazyChunk } from '../../lib/prerender.js';

/** The address chunk (every slug and alias), loaded only for an address that is not a calculator's canonical path. */
export const calculatorAddressChunk = () => import('./calculator-address.js');

/** Moves a short path or an alias to its calculator, or shows `notFound` (see calculator-address.tsx). */
export const CalculatorAddress = lazyChunk(calculatorAddressChunk);
