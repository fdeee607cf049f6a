import { useId } from 'react';
import { formatNumber } from '../../config/format';
import { niceAxis as axis, ticks as range } from './chart-scale';
import './power-chart.css';

/** One measured point of a bench curve. */
export interface ChartPoint {
  rpm: number;
  powerHp: number;
  torqueNm: number;
}

interface Peak {
  powerHp: number;
  powerRpm: number;
  torqueNm: number;
  torqueRpm: number;
}

/** A power-bench run as the API gives it (`BenchRun`). */
export interface ChartRun {
  before: ChartPoint[];
  after: ChartPoint[];
  peakBefore: Peak;
  peakAfter: Peak;
}

// A small drawing area: scaled to a phone's width, its text stays readable.
const WIDTH = 440;
const HEIGHT = 290;
const PLOT = { left: 40, right: WIDTH - 40, top: 30, bottom: HEIGHT - 38 };

/** The rpm axis, from a round value under the lowest point to one over the highest. */
function rpmAxis(min: number, max: number): { from: number; to: number; step: number } {
  const step = max - min > 4000 ? 1000 : 500;
  return { from: Math.floor(min / step) * step, to: Math.ceil(max / step) * step, step };
}

/**
 * Power and torque against engine speed, before and after the work, as measured on the bench: an SVG chart (no style
 * attribute: the CSP forbids them), its peaks written on it and in the caption, and every value in a table for
 * screen readers and for anyone who wants the figures.
 */
export function PowerChart({ run, title = 'Courbes mesurées au banc' }: { run: ChartRun; title?: string }) {
  const id = useId();
  const points = [...run.before, ...run.after];
  const rpm = rpmAxis(Math.min(...points.map((p) => p.rpm)), Math.max(...points.map((p) => p.rpm)));
  const power = axis(Math.max(...points.map((p) => p.powerHp)) * 1.1);
  const torque = axis(Math.max(...points.map((p) => p.torqueNm)) * 1.1);
  const x = (value: number) => PLOT.left + ((value - rpm.from) / (rpm.to - rpm.from)) * (PLOT.right - PLOT.left);
  const yPower = (value: number) => PLOT.bottom - (value / power.top) * (PLOT.bottom - PLOT.top);
  const yTorque = (value: number) => PLOT.bottom - (value / torque.top) * (PLOT.bottom - PLOT.top);
  const line = (curve: ChartPoint[], y: (p: ChartPoint) => number) =>
    [...curve]
      .sort((a, b) => a.rpm - b.rpm)
      .map((p) => `${x(p.rpm).toFixed(1)},${y(p).toFixed(1)}`)
      .join(' ');
  const { peakBefore: before, peakAfter: after } = run;
  const caption =
    `Après : ${formatNumber(after.powerHp)} ch à ${formatNumber(after.powerRpm)} tr/min et ` +
    `${formatNumber(after.torqueNm)} Nm à ${formatNumber(after.torqueRpm)} tr/min. ` +
    `Avant : ${formatNumber(before.powerHp)} ch et ${formatNumber(before.torqueNm)} Nm.`;
  const rows = [...new Set(points.map((p) => p.rpm))].sort((a, b) => a - b);
  const at = (curve: ChartPoint[], value: number) => curve.find((p) => p.rpm === value);
  const label = (peakX: number, peakY: number, text: string, kind: string) => {
    const anchor = peakX > (PLOT.left + PLOT.right) / 2 ? 'end' : 'start';
    return (
      <g className={`power-chart__peak power-chart__peak--${kind}`}>
        <circle cx={peakX} cy={peakY} r={4} />
        <text x={peakX + (anchor === 'end' ? -8 : 8)} y={peakY - 8} textAnchor={anchor}>
          {text}
        </text>
      </g>
    );
  };

  return (
    <figure className="power-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="power-chart__summary">{caption}</span>
      </figcaption>
      <svg
        className="power-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${caption} Valeurs détaillées dans le tableau qui suit.`}
      >
        <g className="power-chart__grid" aria-hidden="true">
          {range(0, power.top, power.step).map((value) => (
            <g key={`p${value}`}>
              <line x1={PLOT.left} x2={PLOT.right} y1={yPower(value)} y2={yPower(value)} />
              <text x={PLOT.left - 6} y={yPower(value) + 4} textAnchor="end" className="power-chart__tick--power">
                {formatNumber(value)}
              </text>
            </g>
          ))}
          {range(0, torque.top, torque.step).map((value) => (
            <text
              key={`t${value}`}
              x={PLOT.right + 6}
              y={yTorque(value) + 4}
              textAnchor="start"
              className="power-chart__tick--torque"
            >
              {formatNumber(value)}
            </text>
          ))}
          {range(rpm.from, rpm.to, rpm.step).map((value) => (
            <text key={`r${value}`} x={x(value)} y={PLOT.bottom + 18} textAnchor="middle">
              {formatNumber(value)}
            </text>
          ))}
          <text x={PLOT.left - 6} y={PLOT.top - 16} textAnchor="end" className="power-chart__tick--power">
            ch
          </text>
          <text x={PLOT.right + 6} y={PLOT.top - 16} textAnchor="start" className="power-chart__tick--torque">
            Nm
          </text>
          <text x={(PLOT.left + PLOT.right) / 2} y={HEIGHT - 4} textAnchor="middle">
            tr/min
          </text>
        </g>
        {(['before', 'after'] as const).flatMap((when) =>
          (['torque', 'power'] as const).map((what) => (
            <polyline
              key={`${what}-${when}`}
              className={`power-chart__line power-chart__line--${what}-${when}`}
              points={line(run[when], (p) => (what === 'power' ? yPower(p.powerHp) : yTorque(p.torqueNm)))}
            />
          )),
        )}
        <g aria-hidden="true">
          {label(x(after.powerRpm), yPower(after.powerHp), `${formatNumber(after.powerHp)} ch`, 'power')}
          {label(x(after.torqueRpm), yTorque(after.torqueNm), `${formatNumber(after.torqueNm)} Nm`, 'torque')}
        </g>
      </svg>
      <ul className="power-chart__legend" aria-hidden="true">
        <li className="power-chart__key power-chart__key--power-after">Puissance après</li>
        <li className="power-chart__key power-chart__key--power-before">Puissance avant</li>
        <li className="power-chart__key power-chart__key--torque-after">Couple après</li>
        <li className="power-chart__key power-chart__key--torque-before">Couple avant</li>
      </ul>
      <details className="power-chart__data">
        <summary>Tableau des valeurs mesurées</summary>
        <div className="power-chart__table">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Régime (tr/min)</th>
                <th scope="col">Puissance avant (ch)</th>
                <th scope="col">Puissance après (ch)</th>
                <th scope="col">Couple avant (Nm)</th>
                <th scope="col">Couple après (Nm)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((value) => {
                const b = at(run.before, value);
                const a = at(run.after, value);
                return (
                  <tr key={value}>
                    <th scope="row">{formatNumber(value)}</th>
                    <td>{b ? formatNumber(b.powerHp, 1) : '—'}</td>
                    <td>{a ? formatNumber(a.powerHp, 1) : '—'}</td>
                    <td>{b ? formatNumber(b.torqueNm, 1) : '—'}</td>
                    <td>{a ? formatNumber(a.torqueNm, 1) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
