/** Icons of the comparison. Check and cross carry their accessible name (they are the value). */
const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function CheckIcon({ label, className }: { label: string; className?: string }) {
  return (
    <svg {...stroke} width={20} height={20} role="img" aria-label={label} className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function CrossIcon({ label, className }: { label: string; className?: string }) {
  return (
    <svg {...stroke} width={18} height={18} role="img" aria-label={label} className={className}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg {...stroke} width={20} height={20} aria-hidden="true">
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
