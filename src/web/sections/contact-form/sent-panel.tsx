import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/content-icons';
import { useSectionHeadingLevel } from '../../components/section-place';

interface SentPanelProps {
  /** The team the message went to, as the topic buttons name it. */
  team: string;
  /** The address the visitor gave: the answer goes there (and a typo shows now). */
  email: string;
  onAnother: () => void;
}

/**
 * What the form turns into once a message is accepted: SPEC §8's success sentence, in green, as
 * the heading of a panel that says who answers and how, and a button that brings the empty form
 * back. Focus moves to the heading, so a screen reader reads the outcome and the keyboard goes
 * on from there (the form and its button are gone).
 */
export function SentPanel({ team, email, onAnother }: SentPanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // One level below the section's own heading (h1 on /contact, h2 on /about).
  const Heading = useSectionHeadingLevel() === 1 ? 'h2' : 'h3';
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div
      data-contact-sent=""
      className="rounded-card border border-line border-l-4 border-l-success bg-white p-6 shadow-sm twocol:p-10"
    >
      <Heading
        ref={heading}
        tabIndex={-1}
        className="flex scroll-mt-24 scroll-mb-48 items-start gap-3 text-xl font-bold text-balance text-success twocol:text-2xl"
      >
        <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-green-50 twocol:mt-0">
          <CheckIcon className="h-5 w-5" />
        </span>
        <span>{t('contact-form.status.success')}</span>
      </Heading>
      <p className="mt-4 max-w-prose text-ink wrap-anywhere twocol:pl-11">
        {t('contact-form.sent.next', { team, email })}
      </p>
      <div className="mt-8 twocol:pl-11">
        <button type="button" className="btn-secondary" onClick={onAnother}>
          {t('contact-form.sent.another')}
        </button>
      </div>
    </div>
  );
}
