/** Decorative drawing of the hero: a hull on the swell. Hidden from assistive technologies. */
export function MaritimeHeroArt() {
  return (
    <svg
      className="hero__art maritime-hero__art"
      viewBox="0 0 360 260"
      width="360"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="270" cy="70" r="36" fill="var(--accent)" opacity="0.85" />
      <path d="M70 150h200l-30 40H104z" fill="var(--surface-2)" stroke="var(--accent-strong)" strokeWidth="3" />
      <path d="M120 150v-36h70l28 36" fill="none" stroke="var(--text-muted)" strokeWidth="3" />
      <path d="M140 126h24M178 126h14" stroke="var(--text-muted)" strokeWidth="3" strokeLinecap="round" />
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M10 200c30-16 50-16 80 0s50 16 80 0 50-16 80 0 50 16 80 0" />
        <path d="M10 228c30-16 50-16 80 0s50 16 80 0 50-16 80 0 50 16 80 0" opacity="0.6" />
      </g>
    </svg>
  );
}
