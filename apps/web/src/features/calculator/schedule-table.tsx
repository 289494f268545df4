import type { AmortizationRow, YearBalanceRow } from '@calchub/calc-engine';
import { csvSeparator, DEFAULT_NUMBER_FORMAT, formatMoney, NUMBER_STYLES, type NumberFormatChoice } from '@calchub/catalogue';
import { Button, Chart } from '@calchub/ui';
import { useState } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';

interface YearRow {
  readonly year: number;
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  readonly balance: number;
}

/** Sums a monthly schedule into years (balance at the end of each year). */
function scheduleByYear(rows: readonly AmortizationRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    const last = years.at(-1);
    if (last && last.year === year) {
      years[years.length - 1] = {
        year,
        payment: last.payment + row.payment,
        principal: last.principal + row.principal,
        interest: last.interest + row.interest,
        balance: row.balance,
      };
    } else {
      years.push({ year, payment: row.payment, principal: row.principal, interest: row.interest, balance: row.balance });
    }
  }
  return years;
}

/**
 * The schedule as CSV: a header, then one line per month with amounts to the cent, without symbol or thousands
 * separators so that a spreadsheet reads them as numbers. In a format with comma decimals the amounts have comma
 * decimals and the columns are separated by semicolons, as spreadsheets set to those languages expect; in another
 * currency than US dollars the header names it ("Payment (EUR)").
 * @example
 * scheduleCsv(rows, { locale: 'de-DE', currency: 'EUR' }); // 'Month;Payment (EUR);…\n1;308,77;…'
 */
export function scheduleCsv(rows: readonly AmortizationRow[], format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  const separator = csvSeparator(format);
  const { decimal } = NUMBER_STYLES[format.locale];
  const currency = format.currency === DEFAULT_NUMBER_FORMAT.currency ? '' : ` (${format.currency})`;
  const lines = [['Month', 'Payment', 'Principal', 'Interest', 'Balance'].map((name, i) => (i === 0 ? name : `${name}${currency}`)).join(separator)];
  for (const row of rows) {
    const amounts = [row.payment, row.principal, row.interest, row.balance].map((amount) => amount.toFixed(2).replace('.', decimal));
    lines.push([String(row.month), ...amounts].join(separator));
  }
  return `${lines.join('\n')}\n`;
}

function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A loan's payment schedule, by month or by year, with a CSV download. */
export function PaymentSchedule({ rows, slug }: { rows: readonly AmortizationRow[]; slug: string }) {
  const [view, setView] = useState<'year' | 'month'>('year');
  const format = useNumberFormat();
  const money = (value: number) => formatMoney(value, undefined, format);
  const shown = view === 'year' ? scheduleByYear(rows).map((row) => ({ ...row, period: row.year })) : rows.map((row) => ({ ...row, period: row.month }));
  return (
    <section aria-labelledby="schedule-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:shadow-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-heading" className="text-lg font-semibold">
          Payment Schedule
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <fieldset className="flex gap-1">
            <legend className="sr-only">Show the schedule</legend>
            {(['year', 'month'] as const).map((option) => (
              <Button key={option} size="sm" variant={view === option ? 'primary' : 'secondary'} aria-pressed={view === option} onClick={() => setView(option)}>
                {option === 'year' ? 'By year' : 'By month'}
              </Button>
            ))}
          </fieldset>
          <Button size="sm" variant="secondary" onClick={() => downloadCsv(`${slug}-schedule.csv`, scheduleCsv(rows, format))}>
            Download CSV
          </Button>
        </div>
      </div>
      <div className="mt-4 max-h-96 overflow-auto print:max-h-none" tabIndex={0} role="region" aria-label="Payment schedule table">
        <table className="w-full text-right text-sm">
          <thead className="sticky top-0 bg-white">
            <tr>
              <th scope="col" className="py-2 text-left">{view === 'year' ? 'Year' : 'Month'}</th>
              <th scope="col">Payment</th>
              <th scope="col">Principal</th>
              <th scope="col">Interest</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.period} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">{row.period}</th>
                <td>{money(row.payment)}</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Year-by-year balance of a saving or investing plan, with a growth chart. */
export function GrowthTable({ rows }: { rows: readonly YearBalanceRow[] }) {
  const format = useNumberFormat();
  const money = (value: number) => formatMoney(value, undefined, format);
  return (
    <section aria-labelledby="growth-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:shadow-none">
      <h2 id="growth-heading" className="text-lg font-semibold">
        Growth by Year
      </h2>
      <div className="mt-4 print:hidden">
        <Chart
          title="Balance by year"
          showValues={false}
          config={{ type: 'area', data: rows.map((row) => ({ name: `Year ${row.year}`, value: row.balance })).slice(-60), formatValue: money }}
        />
      </div>
      <div className="mt-4 max-h-96 overflow-auto print:max-h-none" tabIndex={0} role="region" aria-label="Balance by year table">
        <table className="w-full text-right text-sm">
          <thead className="sticky top-0 bg-white">
            <tr>
              <th scope="col" className="py-2 text-left">Year</th>
              <th scope="col">Contributions</th>
              <th scope="col">Interest</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">{row.year}</th>
                <td>{money(row.contributions)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
