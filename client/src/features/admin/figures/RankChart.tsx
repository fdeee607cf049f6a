import { useId } from 'react';
import { formatNumber } from '../../../config/format';

interface RankChartProps {
  title: string;
  summary: string;
  /** The table's headers: what is ranked, and what is counted. */
  itemHeader: string;
  countHeader: string;
  items: readonly { label: string; count: number }[];
  /** Said when there is nothing to rank. */
  empty: string;
}

const WIDTH = 400;
const ROW = 38;
/** Room after the longest bar for its count. */
const COUNT_ROOM = 44;

/**
 * The most asked for, most first: a horizontal bar per item with its name above it (long names fit a phone that way),
 * and the same counts in a table beside it.
 */
export function RankChart({ title, summary, itemHeader, countHeader, items, empty }: RankChartProps) {
  const id = useId();
  const most = Math.max(1, ...items.map((item) => item.count));
  const height = items.length * ROW + 4;
  const widthOf = (n: number) => Math.max(2, (n / most) * (WIDTH - COUNT_ROOM));
  return (
    <figure className="figure-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="figure-chart__summary">{items.length ? summary : empty}</span>
      </figcaption>
      {items.length > 0 && (
        <div className="figure-chart__body">
          <div className="figure-chart__drawing">
            <svg
              className="figure-chart__plot"
              viewBox={`0 0 ${WIDTH} ${height}`}
              role="img"
              aria-label={`${title}. ${summary} Valeurs détaillées dans le tableau.`}
            >
              {items.map((item, i) => (
                <g key={item.label} className="figure-chart__rank">
                  <text x={0} y={i * ROW + 15}>
                    {item.label}
                  </text>
                  <rect x={0} y={i * ROW + 21} width={widthOf(item.count)} height={11} />
                  <text x={widthOf(item.count) + 6} y={i * ROW + 31} className="figure-chart__count">
                    {formatNumber(item.count)}
                  </text>
                </g>
              ))}
            </svg>
          </div>
          <div className="figure-chart__table" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{itemHeader}</th>
                  <th scope="col">{countHeader}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.label}>
                    <th scope="row">{item.label}</th>
                    <td>{formatNumber(item.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </figure>
  );
}
