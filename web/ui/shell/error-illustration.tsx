/** A tipped-over dumbbell with a question mark: the error screen's picture. */
export function ErrorIllustration() {
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" role="img" aria-label="오류 그림">
      <ellipse cx="110" cy="142" rx="86" ry="10" fill="var(--ffm-border)" />
      <g transform="rotate(-14 110 96)">
        <rect x="40" y="66" width="20" height="60" rx="6" fill="var(--mantine-color-brand-6)" />
        <rect x="22" y="78" width="18" height="36" rx="5" fill="var(--mantine-color-brand-4)" />
        <rect x="160" y="66" width="20" height="60" rx="6" fill="var(--mantine-color-brand-6)" />
        <rect x="180" y="78" width="18" height="36" rx="5" fill="var(--mantine-color-brand-4)" />
        <rect x="60" y="89" width="100" height="14" rx="4" fill="var(--mantine-color-gray-5)" />
      </g>
      <circle cx="150" cy="34" r="24" fill="var(--ffm-tint)" />
      <text x="150" y="44" textAnchor="middle" fontSize="30" fontWeight="800" fill="var(--ffm-brand-text)">
        ?
      </text>
    </svg>
  );
}
