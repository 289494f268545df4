import { Bar, BarChart, Cell, Line, LineChart, Area, AreaChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis, CartesianGrid } from 'recharts';
import type { ChartConfig } from './chart.js';

/**
 * The five chart colours: blue, green, amber, red, purple (docs/product.md#chart-colours), each the page's CSS
 * variable, which the dark theme brightens, so a series reads on either background. A page without the variables
 * (the admin) gets the light value.
 */
const blue = 'var(--chart-blue, #3b82f6)';
const green = 'var(--chart-green, #10b981)';
const amber = 'var(--chart-amber, #f59e0b)';
const red = 'var(--chart-red, #ef4444)';
const purple = 'var(--chart-purple, #8b5cf6)';

/**
 * The colour of each role that has one, the same in every chart: what is borrowed or put in green, what it costs
 * or earns amber; the BMI bands from blue (under) to red (obese). Bars and points of other roles are blue.
 */
const ROLE_COLORS: Readonly<Record<string, string>> = {
  principal: green,
  contributions: green,
  aid: green,
  interest: amber,
  earnings: amber,
  netPrice: amber,
  startingAmount: blue,
  principalAndInterest: blue,
  propertyTax: green,
  homeInsurance: amber,
  pmi: red,
  hoaFees: purple,
  carbs: blue,
  protein: green,
  fat: amber,
  underweight: blue,
  normal: green,
  overweight: amber,
  obese: red,
};
/** Axis labels and grid lines: the page's text and border colours, so they follow the theme too. */
const tick = { fill: 'var(--chart-ink, #334155)', color: 'var(--chart-ink, #334155)' };
const grid = 'var(--chart-grid, #cbd5e1)';
/** The line between pie slices: the card's own colour, so it reads as a gap in either theme. */
const seam = 'var(--color-white, #fff)';
const tooltipBox = { backgroundColor: 'var(--color-white, #fff)', borderColor: grid };

function pieLabel({ name, percent }: { name?: string; percent?: number }) {
  return `${name ?? ''} ${Math.round((percent ?? 0) * 100)}%`;
}

/** The recharts drawing of a chart; loaded lazily by `Chart`, never on the server. */
export default function ChartGraphic({ config }: { config: ChartConfig }) {
  const byRole = config.data.some((point) => point.role !== undefined && ROLE_COLORS[point.role] !== undefined);
  // A pie slice of 0 draws nothing but its label; leave it out.
  const data = config.data
    .map((point) => ({ ...point, fill: (point.role !== undefined && ROLE_COLORS[point.role]) || blue }))
    .filter((point) => config.type !== 'pie' || point.value > 0);
  const format = config.formatValue ?? ((value: number) => String(value));
  const tooltip = <Tooltip formatter={(value) => format(Number(value))} contentStyle={tooltipBox} labelStyle={tick} />;
  // The drawing is hidden from assistive technology (`Chart` gives its values as text), so nothing in it may take
  // focus: recharts 3's keyboard layer would make the surface a tab stop inside an aria-hidden region, and a pie's
  // own layer is a tab stop (`rootTabIndex` 0) unless told otherwise.
  // A pie of one slice (a mortgage without tax, insurance or PMI) would put its label at 9 o'clock, past the left
  // edge; turned a quarter, the label sits above the circle, centred, where there is room for it (and no seam
  // line is drawn from the centre).
  const singleSlice = config.type === 'pie' && data.length === 1 ? { startAngle: -90, endAngle: 270, stroke: 'none' } : {};
  return (
    <ResponsiveContainer width="100%" height="100%">
      {config.type === 'pie' ? (
        <PieChart margin={{ top: 8, right: 48, bottom: 8, left: 48 }} accessibilityLayer={false} tabIndex={-1}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            outerRadius="62%"
            label={pieLabel}
            isAnimationActive={false}
            rootTabIndex={-1}
            stroke={seam}
            {...singleSlice}
          >
            {data.map((point) => (
              <Cell key={point.name} fill={point.fill} />
            ))}
          </Pie>
          {tooltip}
        </PieChart>
      ) : config.type === 'bar' ? (
        <BarChart data={data} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid strokeDasharray="3 3" stroke={grid} />
          <XAxis dataKey="name" tick={tick} />
          <YAxis width={70} tick={tick} tickFormatter={(value) => format(Number(value))} />
          {tooltip}
          <Bar dataKey="value" fill={blue} isAnimationActive={false}>
            {byRole ? data.map((point) => <Cell key={point.name} fill={point.fill} />) : null}
          </Bar>
        </BarChart>
      ) : config.type === 'area' ? (
        <AreaChart data={data} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid strokeDasharray="3 3" stroke={grid} />
          <XAxis dataKey="name" tick={tick} />
          <YAxis width={80} tick={tick} tickFormatter={(value) => format(Number(value))} />
          {tooltip}
          <Area dataKey="value" stroke={blue} fill={blue} fillOpacity={0.25} isAnimationActive={false} />
        </AreaChart>
      ) : (
        <LineChart data={data} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid strokeDasharray="3 3" stroke={grid} />
          <XAxis dataKey="name" tick={tick} />
          <YAxis width={80} tick={tick} tickFormatter={(value) => format(Number(value))} />
          {tooltip}
          <Line dataKey="value" stroke={blue} dot={false} isAnimationActive={false} />
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
