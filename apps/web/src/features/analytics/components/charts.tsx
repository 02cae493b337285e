import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import type { AnalyticsTranslate } from '../i18n';

/*
 * Light charts in plain HTML and CSS (no chart library: this chunk must stay small on cheap phones).
 * Every chart is drawn for the eye only (aria-hidden); its numbers are in a table under "Show the numbers",
 * which screen readers and keyboard users open like any other control. Bar colours meet 3:1 against white.
 */

/** One data series: its name and a colour with at least 3:1 contrast on white. */
export interface Series {
  name: string;
  color: string;
}

export const SERIES_COLORS = {
  green: '#008751',
  blue: '#1d4ed8',
  amber: '#b45309',
  grey: '#6b7280',
} as const;

export const numberFormat = new Intl.NumberFormat('en-NG');
const fmt = (n: number) => numberFormat.format(n);
const percentOf = (value: number, max: number) => (max > 0 ? (value / max) * 100 : 0);

/** A chart with its heading, a line about it, the drawing, and its numbers as a table. */
export function ChartCard({
  id,
  title,
  description,
  children,
  head,
  rows,
  footnote,
  t,
  className,
}: {
  id: string;
  title: string;
  description: string;
  /** The drawing (hidden from assistive technology). */
  children: ReactNode;
  /** The table of its numbers: column headings, then one row per label. */
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  footnote?: ReactNode;
  t: AnalyticsTranslate;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm', className)}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <div aria-hidden="true">{children}</div>
      {footnote ? <p className="text-sm text-muted">{footnote}</p> : null}
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-dark underline underline-offset-2">
          {t('analytics.showNumbers')}
        </summary>
        {/* Focusable so a keyboard can scroll a table wider than a small phone. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
        <section aria-label={title} tabIndex={0} className="mt-2 overflow-x-auto">
          <NumbersTable caption={title} head={head} rows={rows} />
        </section>
      </details>
    </section>
  );
}

/** Colour keys for the series of a chart. */
export function Legend({ series }: { series: readonly Series[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export interface BarRow {
  label: string;
  /** One value per series, in the order of `series`. */
  values: readonly number[];
}

/** Horizontal bars: one row per label, one thin bar per series, all on one scale. */
export function BarChart({ rows, series }: { rows: readonly BarRow[]; series: readonly Series[] }) {
  const max = Math.max(0, ...rows.flatMap((r) => r.values));
  return (
    <div className="flex flex-col gap-2">
      <Legend series={series} />
      <ul className="flex flex-col gap-1.5">
        {rows.map((row) => (
          <li key={row.label} className="grid grid-cols-[minmax(0,8.5rem)_1fr] items-center gap-2 text-sm">
            {/* The whole name, on two lines if it needs them ('Architecture & Design' is never cut). */}
            <span className="leading-tight text-balance text-ink [overflow-wrap:anywhere]">{row.label}</span>
            <span className="flex flex-col gap-0.5">
              {row.values.map((value, i) => (
                <span key={series[i]?.name ?? i} className="flex items-center gap-1.5">
                  <span
                    className="h-3 rounded-r-sm"
                    style={{
                      width: `${percentOf(value, max) * 0.8}%`,
                      minWidth: value > 0 ? '2px' : 0,
                      background: series[i]?.color ?? SERIES_COLORS.green,
                    }}
                  />
                  <span className="tabular-nums text-muted">{fmt(value)}</span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A card whose bars and table show the same rows: each row's label, then its value in each series. */
export function BarChartCard({
  series,
  bars,
  ...card
}: Omit<ComponentProps<typeof ChartCard>, 'children' | 'rows'> & {
  series: readonly Series[];
  bars: readonly BarRow[];
}) {
  return (
    <ChartCard {...card} rows={bars.map(({ label, values }) => [label, ...values])}>
      <BarChart series={series} rows={bars} />
    </ChartCard>
  );
}

/** One name and how many it counts (a state, a sector). */
export interface Count {
  label: string;
  count: number;
}

/**
 * A card of counts by name for one series: the table in the server's order, the bars most first (then by name);
 * `rest` (such as 'Other') comes last in both.
 */
export function CountsCard({
  series,
  counts,
  rest = [],
  ...card
}: Omit<ComponentProps<typeof ChartCard>, 'children' | 'rows'> & {
  series: Series;
  counts: readonly Count[];
  rest?: readonly Count[];
}) {
  const mostFirst = [...counts].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const bar = ({ label, count }: Count) => ({ label, values: [count] });
  return (
    <ChartCard {...card} rows={[...counts, ...rest].map(({ label, count }) => [label, count])}>
      <BarChart series={[series]} rows={[...mostFirst, ...rest].map(bar)} />
    </ChartCard>
  );
}

export interface Column {
  label: string;
  /** One value per series, stacked bottom to top in the order of `series`. */
  values: readonly number[];
}

/** Stacked columns (sign-ups per week): the height is the column's total. */
export function StackedColumns({
  columns,
  series,
  maxLabel,
}: {
  columns: readonly Column[];
  series: readonly Series[];
  maxLabel: string;
}) {
  const totals = columns.map((c) => c.values.reduce((a, b) => a + b, 0));
  const max = Math.max(0, ...totals);
  return (
    <div className="flex flex-col gap-2">
      <Legend series={series} />
      <p className="text-xs text-muted">{maxLabel}</p>
      <div className="flex h-40 items-end gap-1 border-b border-l border-gray-500 px-1">
        {columns.map((column, i) => (
          <div key={column.label} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            <div
              className="flex w-full flex-col-reverse overflow-hidden rounded-t-sm"
              style={{ height: `${percentOf(totals[i] ?? 0, max)}%` }}
            >
              {column.values.map((value, s) => (
                <div
                  key={series[s]?.name ?? s}
                  className="w-full border-t border-white first:border-t-0"
                  style={{ height: `${percentOf(value, totals[i] ?? 0)}%`, background: series[s]?.color }}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="flex gap-1 px-1 text-[11px] text-muted">
        {columns.map((column, i) => (
          <span key={column.label} className="min-w-0 flex-1 whitespace-nowrap text-center">
            {i % 3 === 0 ? column.label : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

/** One 100% bar per group, split in two (e.g. verified and not). */
export function SplitBars({
  rows,
  series,
  caption,
}: {
  rows: readonly { label: string; first: number; second: number }[];
  series: readonly [Series, Series];
  caption: (row: { first: number; second: number }) => string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Legend series={series} />
      {rows.map((row) => {
        const total = row.first + row.second;
        return (
          <div key={row.label} className="flex flex-col gap-1 text-sm">
            <div className="flex justify-between gap-2">
              <span className="font-semibold text-ink">{row.label}</span>
              <span className="text-muted">{caption(row)}</span>
            </div>
            <div className="flex h-4 overflow-hidden rounded-sm bg-canvas">
              <div style={{ width: `${percentOf(row.first, total)}%`, background: series[0].color }} />
              <div
                className="border-l border-white"
                style={{ width: `${percentOf(row.second, total)}%`, background: series[1].color }}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The numbers of a chart as a table: a header row, then one row per label. */
export function NumbersTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th
              key={h}
              scope="col"
              className={cn('border-b border-line px-1.5 py-1 font-semibold', i > 0 && 'text-right')}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="even:bg-canvas">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key="label" scope="row" className="px-1.5 py-1 font-normal text-ink">
                  {cell}
                </th>
              ) : (
                <td key={head[i] ?? i} className="px-1.5 py-1 text-right tabular-nums">
                  {typeof cell === 'number' ? fmt(cell) : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
