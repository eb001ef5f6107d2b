import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WITH_BREAK_POINTS } from '../lib/i18n';
import { BreakableText } from './breakable-text';
import { useSectionHeadingLevel } from './section-place';

interface SectionHeadingProps {
  eyebrow?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  /** Text on navy (dark) or on white/tint (light). */
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
  /** Lets a section name itself with aria-labelledby. */
  id?: string;
}

/**
 * The short line above a heading, in small capitals (a text key); nothing without one. The
 * caller adds its colour and spacing. Never hyphenated (issue 37.1): a label, not running text.
 */
export function Eyebrow({ text, className }: { text?: string | undefined; className: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <p className={`text-sm font-semibold uppercase tracking-widest hyphens-none ${className}`}>
      {t(text)}
    </p>
  );
}

/**
 * A section's own heading: the page's h1 in the first section, an h2 in the others (the page
 * renderer says which, `SectionPlace`). Every section names itself through it, whatever its look.
 */
export function SectionTitle({
  id,
  className,
  children,
}: {
  id?: string | undefined;
  className: string;
  children: ReactNode;
}) {
  const Heading = useSectionHeadingLevel() === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} className={className}>
      {children}
    </Heading>
  );
}

/** Eyebrow, heading and intro of a content section, from text keys. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  tone = 'light',
  align = 'left',
  id,
}: SectionHeadingProps) {
  const { t } = useTranslation();
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <Eyebrow text={eyebrow} className={`mb-3 ${dark ? 'text-orange-200' : 'text-accent'}`} />
      <SectionTitle
        id={id}
        className={`text-3xl font-bold leading-tight tracking-tight twocol:text-4xl ${dark ? 'text-white' : 'text-navy-950'}`}
      >
        <BreakableText text={t(title, WITH_BREAK_POINTS)} />
      </SectionTitle>
      {subtitle && (
        <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-muted'}`}>
          <BreakableText text={t(subtitle, WITH_BREAK_POINTS)} />
        </p>
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
  id,
}: {
  eyebrow?: string | undefined;
  title: string;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Eyebrow text={eyebrow} className="mb-3 text-accent" />
      <SectionTitle
        id={id}
        className="text-3xl font-bold tracking-tight text-navy-950 twocol:text-4xl"
      >
        <BreakableText text={t(title, WITH_BREAK_POINTS)} />
      </SectionTitle>
    </>
  );
}
