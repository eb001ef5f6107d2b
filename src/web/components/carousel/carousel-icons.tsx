import { lineIcon } from '../icons/line-icon';

/** Small stroke icons for the carousel controls; decorative, the buttons carry the names. */
const common = lineIcon(20);

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...common}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common}>
      <path d="M9 5v14M15 5v14" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor" strokeWidth={1.5}>
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}
