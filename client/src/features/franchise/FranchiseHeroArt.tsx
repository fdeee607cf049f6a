/** Decorative drawing of the hero: centres linked into one network. Hidden from assistive technologies. */
export function FranchiseHeroArt() {
  const nodes = [
    [60, 70],
    [200, 40],
    [300, 130],
    [110, 200],
    [250, 250],
  ] as const;
  return (
    <svg
      className="hero__art franchise-hero__art"
      viewBox="0 0 360 300"
      width="360"
      height="300"
      aria-hidden="true"
      focusable="false"
    >
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity="0.45">
        {nodes.map(([x1, y1], i) =>
          nodes
            .slice(i + 1)
            .map(([x2, y2]) => <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} />),
        )}
      </g>
      {nodes.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="20" fill="var(--surface-2)" stroke="var(--accent)" strokeWidth="3" />
          <circle cx={x} cy={y} r="6" fill="var(--accent-strong)" />
        </g>
      ))}
      <circle cx="180" cy="150" r="34" fill="var(--accent)" opacity="0.9" />
      <path d="M166 150h28M180 136v28" stroke="var(--accent-ink)" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
