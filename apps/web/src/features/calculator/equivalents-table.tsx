import type { UnitAmount } from '@calchub/calc-engine';
import { formatNumber } from '@calchub/catalogue';
import { useNumberFormat } from '../../lib/number-format.js';

/** Below this size a number is written with an exponent (1.602177e-19), which ten decimals would show as 0. */
const SMALLEST_PLAIN = 1e-6;

/** The same amount in every unit of its quantity: the table under a unit conversion's result. */
export function EquivalentsTable({ rows }: { rows: readonly UnitAmount[] }) {
  const format = useNumberFormat();
  const shown = (value: number) =>
    value !== 0 && Math.abs(value) < SMALLEST_PLAIN ? value.toExponential(6) : formatNumber(value, 10, false, format);
  return (
    <section aria-labelledby="equivalents-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:shadow-none">
      <h2 id="equivalents-heading" className="text-lg font-semibold">
        In Every Unit
      </h2>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-2 text-left">Unit</th>
            <th scope="col" className="py-2 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.unit} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-normal">{row.name} ({row.unit})</th>
              <td className="py-1 text-right tabular-nums">{shown(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
