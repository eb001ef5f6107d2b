import { lineIcon } from '../../components/icons/line-icon';

/** Brand-neutral glyphs for the share row; decorative (each link or button has its own text). */
const props = { 'aria-hidden': true, focusable: false, width: 20, height: 20 } as const;

export const XIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg {...props} viewBox="0 0 24 24" fill="currentColor" className={className}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
  </svg>
);

export const LinkedInIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg {...props} viewBox="0 0 24 24" fill="currentColor" className={className}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4V9.75z" />
  </svg>
);

const stroke = lineIcon(20);

export const LinkIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg {...stroke} className={className}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4L12 18.4" />
  </svg>
);

export const ArrowLeftIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...lineIcon(16)} className={className}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);
