import type { FormatCarouselProps } from '../../../generated/content-types';

type FormatIcon = FormatCarouselProps['formats'][number]['icon'];

/** One line drawing per format (24 px grid); decorative, the card's title names the format. */
const PATHS: Record<FormatIcon, string> = {
  article: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4',
  blogPost: 'M4 20l4-1 11-11-3-3L5 16zM14 7l3 3M4 20h16',
  socialMedia:
    'M7 12a2.5 2.5 0 1 0 0 .01M17 6a2.5 2.5 0 1 0 0 .01M17 18a2.5 2.5 0 1 0 0 .01M9.2 10.9l5.6-3.2M9.2 13.1l5.6 3.2',
  pressRelease: 'M4 10v4h3l6 4V6l-6 4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  bulletPoints: 'M5 6h.01M5 12h.01M5 18h.01M9 6h11M9 12h11M9 18h11',
  translation:
    'M4 5h8M8 3v2M5.5 5c1 3.5 3.5 6 6.5 7M11 5c-1 3.5-3.5 6-6.5 7M13 21l4-9 4 9M14.5 18h5',
  transcription: 'M9 3h6v10a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3',
  shortMessage: 'M4 5h16v11H9l-5 4z M8 9h8M8 12h5',
  newsletter: 'M4 4h16v16H4zM8 8h8v4H8zM8 15h8',
  email: 'M3 6h18v12H3zM3.5 6.5l8.5 6.5 8.5-6.5',
  whitePaper: 'M7 3h10v18H7zM10 7h4M10 11h4M10 15h4M4 6v15h10',
  custom:
    'M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
};

export function FormatIconSvg({ icon }: { icon: FormatIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={28}
      height={28}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="h-7 w-7"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
