import { Bar, BarChart, Cell, Line, LineChart, Area, AreaChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis, CartesianGrid } from 'recharts';
import type { ChartConfig } from './chart.js';

/**
 * The five chart colours: blue, green, amber, red, purple (docs/product.md#chart-colours). A chart's config names
 * them by their light-theme value (the engine's charts do); the drawing uses the page's CSS variable of that colour
 * instead, which the dark theme brightens, so a series reads on either background. A page without the variables
 * (the admin) gets the light value.
 */
const THEMED_COLORS: Readonly<Record<string, string>> = {
  '#3b82f6': 'var(--chart-blue, #3b82f6)',
  '#10b981': 'var(--chart-green, #10b981)',
  '#f59e0b': 'var(--chart-amber, #f59e0b)',
  '#ef4444': 'var(--chart-red, #ef4444)',
  '#8b5cf6': 'var(--chart-purple, #8b5cf6)',
};
const DEFAULT_CHART_COLORS = Object.values(THEMED_COLORS);
/** Axis labels and grid lines: the page's text and border colours, so they follow the theme too. */
const tick = { fill: 'var(--chart-ink, #334155)', color: 'var(--chart-ink, #334155)' };
const grid = 'var(--chart-grid, #cbd5e1)';
/** The line between pie slices: the card's own colour, so it reads as a gap in either theme. */
const seam = 'var(--color-white, #fff)';
const tooltipBox = { backgroundColor: 'var(--color-white, #fff)', borderColor: grid };

function themed(color: string): string {
  return THEMED_COLORS[color.toLowerCase()] ?? color;
}

function pieLabel({ name, percent }: { name?: string; percent?: number }) {
  return `${name ?? ''} ${Math.round((percent ?? 0) * 100)}%`;
}

/** The recharts drawing of a chart; loaded lazily by `Chart`, never on the server. */
export default function ChartGraphic({ config }: { config: ChartConfig }) {
  const colors = config.colors?.length ? config.colors.map(themed) : DEFAULT_CHART_COLORS;
  // A pie slice of 0 draws nothing but its label; leave it out.
  const data = config.data
    .map((point, index) => ({ ...point, fill: colors[index % colors.length] }))
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
          <Bar dataKey="value" fill={colors[0]} isAnimationActive={false}>
            {config.colors?.length ? data.map((point) => <Cell key={point.name} fill={point.fill} />) : null}
          </Bar>
        </BarChart>
      ) : config.type === 'area' ? (
        <AreaChart data={data} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid strokeDasharray="3 3" stroke={grid} />
          <XAxis dataKey="name" tick={tick} />
          <YAxis width={80} tick={tick} tickFormatter={(value) => format(Number(value))} />
          {tooltip}
          <Area dataKey="value" stroke={colors[0]} fill={colors[0]} fillOpacity={0.25} isAnimationActive={false} />
        </AreaChart>
      ) : (
        <LineChart data={data} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid strokeDasharray="3 3" stroke={grid} />
          <XAxis dataKey="name" tick={tick} />
          <YAxis width={80} tick={tick} tickFormatter={(value) => format(Number(value))} />
          {tooltip}
          <Line dataKey="value" stroke={colors[0]} dot={false} isAnimationActive={false} />
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
