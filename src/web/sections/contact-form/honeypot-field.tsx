import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The API's honeypot (`website`, schema/api/contact-form-create.schema.json): off screen,
 * hidden from screen readers and out of the tab order, so only bots fill it. A filled one is
 * answered with a normal-looking 201 and never mailed.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('contact-form.honeypot')}</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
