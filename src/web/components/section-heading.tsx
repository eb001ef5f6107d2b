import { useTranslation } from 'react-i18next';

interface SectionHeadingProps {
  eyebrow?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  /** Position of the section in the page: the first one carries the page's h1. */
  index: number;
  /** Text on navy (dark) or on white/tint (light). */
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
  /** Lets a section name itself with aria-labelledby. */
  id?: string;
}

/**
 * The short line above a heading, in small capitals (a text key); nothing without one. The
 * caller adds its colour and spacing.
 */
export function Eyebrow({ text, className }: { text?: string | undefined; className: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <p className={`text-sm font-semibold uppercase tracking-widest ${className}`}>{t(text)}</p>
  );
}

/** Eyebrow, heading and intro of a content section, from text keys. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  index,
  tone = 'light',
  align = 'left',
  id,
}: SectionHeadingProps) {
  const { t } = useTranslation();
  const Heading = index === 0 ? 'h1' : 'h2';
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <Eyebrow text={eyebrow} className={`mb-3 ${dark ? 'text-orange-200' : 'text-accent'}`} />
      <Heading
        id={id}
        className={`text-3xl font-bold leading-tight tracking-tight text-balance hyphens-auto wrap-anywhere twocol:text-4xl ${dark ? 'text-white' : 'text-navy-950'}`}
      >
        {t(title)}
      </Heading>
      {subtitle && (
        <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-muted'}`}>{t(subtitle)}</p>
      )}
    </div>
  );
}

/**
 * Eyebrow and heading of a section that is named by its heading (`aria-labelledby={id}`): the
 * team and the contact form, whose intro sits below in their own layout.
 */
export function LabellingHeading({
  eyebrow,
  title,
  index,
  id,
}: {
  eyebrow?: string | undefined;
  title: string;
  index: number;
  id: string;
}) {
  const { t } = useTranslation();
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <>
      <Eyebrow text={eyebrow} className="mb-3 text-accent" />
      <Heading
        id={id}
        className="text-3xl font-bold tracking-tight text-balance text-navy-950 twocol:text-4xl"
      >
        {t(title)}
      </Heading>
    </>
  );
}
