import { lineIcon } from './icons/line-icon';

/** Small inline icons for content sections; decorative (the text next to them carries the meaning). */

export const CheckIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg {...lineIcon(20)} className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export const CrossIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg {...lineIcon(20)} className={className}>
    <path d="M7 7l10 10M17 7L7 17" />
  </svg>
);

export const ExternalIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...lineIcon(16)} className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

export const ChevronDownIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg {...lineIcon(20)} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/** The "i" of a note or tooltip: a circle with a dot and a bar. */
export const InfoIcon = ({ size, className }: { size: number; className?: string }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <circle cx="12" cy="12" r="9.25" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.75" r="0.6" fill="currentColor" />
  </svg>
);
