import { lineIcon } from './line-icon';

/** Inline icons (decorative: the control around them carries the accessible name). */
const base = lineIcon(24, 2);

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const ChevronRightIcon = () => (
  <svg {...base} width={20} height={20}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const ChevronLeftIcon = () => (
  <svg {...base} width={20} height={20}>
    <path d="M15 6l-6 6 6 6" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base} width={20} height={20}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const GlobeIcon = () => (
  <svg {...base} width={20} height={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </svg>
);
export const ArrowUpIcon = () => (
  <svg {...base} width={18} height={18}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
