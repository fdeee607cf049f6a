import { useId } from 'react';
import { niceAxis, ticks } from '../../../components/ui/chart-scale';
import { formatNumber } from '../../../config/format';
import { shortDay, weekLabel } from './figure-format';

/** One series of a chart: its name (legend and table column) and a value per week, null where there is none. */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
}

// A small drawing area, as the bench curves': scaled to a phone's width (about 310 px), its text stays readable.
const WIDTH = 400;
const HEIGHT = 220;
const PLOT = { left: 34, right: WIDTH - 10, top: 12, bottom: HEIGHT - 26 };
/** The most week labels under the axis (four fit a phone): past that, one week in two or three, the current one always. */
const MOST_LABELS = 4;

interface WeekChartProps {
  title: string;
  /** What the chart shows, in a sentence: its caption and its image's accessible name. */
  summary: string;
  /** The weeks' Mondays, oldest first. */
  weeks: readonly string[];
  series: readonly ChartSeries[];
  kind?: 'bars' | 'line';
  /** Decimals in the table (the lead time's days). */
  digits?: number;
  /** A last row adding each column up (counts; not medians). */
  total?: boolean;
}

/**
 * Figures per week as an SVG chart (bars side by side, or a line broken where a week has no value; no style
 * attribute: the CSP forbids them) with the same numbers in a table beside it, the accessible source of truth.
 */
export function WeekChart({ title, summary, weeks, series, kind = 'bars', digits = 0, total = false }: WeekChartProps) {
  const id = useId();
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const y = niceAxis(Math.max(0, ...values), { whole: true, steps: 4 });
  const band = (PLOT.right - PLOT.left) / Math.max(1, weeks.length);
  const centre = (i: number) => PLOT.left + band * (i + 0.5);
  const yOf = (value: number) => PLOT.bottom - (value / y.top) * (PLOT.bottom - PLOT.top);
  const every = Math.ceil(weeks.length / MOST_LABELS);
  const group = band * 0.72;
  const barWidth = group / Math.max(1, series.length);
  const write = (value: number | null) => (value === null ? '—' : formatNumber(value, digits));

  return (
    <figure className="figure-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="figure-chart__summary">{summary}</span>
      </figcaption>
      <div className="figure-chart__body">
        <div className="figure-chart__drawing">
          <svg
            className="figure-chart__plot"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`${title}. ${summary} Valeurs détaillées dans le tableau.`}
          >
            <g className="figure-chart__grid" aria-hidden="true">
              {ticks(0, y.top, y.step).map((value) => (
                <g key={value}>
                  <line x1={PLOT.left} x2={PLOT.right} y1={yOf(value)} y2={yOf(value)} />
                  <text x={PLOT.left - 6} y={yOf(value) + 4} textAnchor="end">
                    {formatNumber(value)}
                  </text>
                </g>
              ))}
              {weeks.map((week, i) =>
                (weeks.length - 1 - i) % every === 0 ? (
                  <text key={week} x={centre(i)} y={PLOT.bottom + 18} textAnchor="middle">
                    {shortDay(week)}
                  </text>
                ) : null,
              )}
            </g>
            {kind === 'bars'
              ? series.map((s, k) => (
                  <g key={s.label} className={`figure-chart__series figure-chart__series--${k + 1}`}>
                    {s.values.map((value, i) =>
                      value ? (
                        <rect
                          key={weeks[i]}
                          x={centre(i) - group / 2 + k * barWidth}
                          y={yOf(value)}
                          width={Math.max(1, barWidth - 1)}
                          height={PLOT.bottom - yOf(value)}
                        />
                      ) : null,
                    )}
                  </g>
                ))
              : series.map((s, k) => (
                  <g key={s.label} className={`figure-chart__series figure-chart__series--${k + 1}`}>
                    {runs(s.values).map((run) => (
                      <polyline
                        key={run[0]}
                        className="figure-chart__line"
                        points={run.map((i) => `${centre(i).toFixed(1)},${yOf(s.values[i]!).toFixed(1)}`).join(' ')}
                      />
                    ))}
                    {s.values.map((value, i) =>
                      value === null ? null : <circle key={weeks[i]} cx={centre(i)} cy={yOf(value)} r={3.5} />,
                    )}
                  </g>
                ))}
          </svg>
          {series.length > 1 && (
            <ul className="figure-chart__legend" aria-hidden="true">
              {series.map((s, k) => (
                <li key={s.label} className={`figure-chart__key figure-chart__key--${k + 1}`}>
                  {s.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* Focusable: a keyboard can scroll the table when it is wider than a phone. */}
        <div
          className="figure-chart__table figure-chart__table--weeks"
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
        >
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Semaine</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={week}>
                  <th scope="row">{weekLabel(week)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{write(s.values[i] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            {total && (
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {series.map((s) => (
                    <td key={s.label}>{formatNumber(s.values.reduce<number>((sum, v) => sum + (v ?? 0), 0))}</td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </div>
    </figure>
  );
}

/** The runs of consecutive weeks with a value, as lists of indexes: a line is not drawn across a week without one. */
function runs(values: readonly (number | null)[]): number[][] {
  const found: number[][] = [];
  let current: number[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (current.length) found.push(current);
      current = [];
    } else current.push(i);
  });
  if (current.length) found.push(current);
  return found;
}
