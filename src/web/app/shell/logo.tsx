import { siteConfig } from '../../site/site-config';

/** The product mark and name; the surrounding link or button names where it goes. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect
          width="64"
          height="64"
          rx="14"
          className={tone === 'dark' ? 'fill-white' : 'fill-navy-950'}
        />
        <path
          d="M18 46V18h14.5c6.4 0 10.5 3.9 10.5 9.6S38.9 37.2 32.5 37.2H25V46z M25 31h7c2.5 0 4-1.3 4-3.4S34.5 24.2 32 24.2h-7z"
          className={tone === 'dark' ? 'fill-navy-950' : 'fill-white'}
        />
        <circle cx="47" cy="44" r="5" className="fill-accent" />
      </svg>
      <span>{siteConfig.productName}</span>
    </span>
  );
}
