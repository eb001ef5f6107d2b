import { useEffect, useId, useRef } from 'react';

const CONTROL =
  'mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-xs ' +
  'transition-colors duration-(--duration-ui) ' +
  'focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent';
const VALID = 'border-line hover:border-navy-700 focus-visible:border-navy-700';
const MARKED = 'border-danger ring-1 ring-danger';

/** What the browser's bubble says for each broken constraint, in the page's language. */
export interface ConstraintMessages {
  /** `required` and empty (valueMissing). */
  missing: string;
  /** Not an e-mail address (typeMismatch of `type="email"`). */
  mismatch?: string;
  /** Any other constraint. */
  invalid: string;
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Renders a textarea with this many rows. */
  rows?: number;
  messages: ConstraintMessages;
  /** The server's message for this field after a failed send (SPEC §3 validationErrors). */
  serverMessage?: string | undefined;
}

/** The message a constraint's bubble shows; the build's soft hyphens are not for a bubble. */
function constraintMessage(validity: ValidityState, messages: ConstraintMessages): string {
  const text = validity.valueMissing
    ? messages.missing
    : validity.typeMismatch
      ? (messages.mismatch ?? messages.invalid)
      : messages.invalid;
  return text.replace(/\u00AD/g, '');
}

/** "muss eine gültige E-Mail-Adresse sein" -> "Muss eine …": a line of its own under the field. */
const asSentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A labelled, required text input or textarea (SPEC §5: required at browser level). The
 * browser checks it, but its bubble speaks the page's language: the field's custom validity is
 * the page's text for the constraint it breaks, set again on every change (and cleared once it
 * holds), so the field is never left invalid by a stale message. After a failed send, the
 * server's message for the field shows under it, tied to it by aria-describedby, with
 * aria-invalid; the form clears it once the field is edited.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  rows,
  messages,
  serverMessage,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { missing, mismatch, invalid } = messages;
  useEffect(() => {
    const element = control.current;
    if (!element) return;
    // Cleared first: the validity then tells whether a native constraint is broken.
    element.setCustomValidity('');
    if (!element.validity.valid)
      element.setCustomValidity(
        constraintMessage(element.validity, { missing, mismatch, invalid }),
      );
  }, [value, missing, mismatch, invalid]);
  const marked = serverMessage !== undefined;
  const shared = {
    id,
    name,
    required: true,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    'aria-invalid': marked || undefined,
    'aria-describedby': marked ? errorId : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {rows ? (
        <textarea
          ref={control}
          rows={rows}
          {...shared}
          className={`${CONTROL} ${marked ? MARKED : VALID} resize-y`}
        />
      ) : (
        <input
          ref={control}
          type={type}
          autoComplete={autoComplete}
          {...shared}
          className={`${CONTROL} ${marked ? MARKED : VALID}`}
        />
      )}
      {marked && (
        <p id={errorId} className="mt-2 flex items-start gap-2 text-sm font-medium text-danger">
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 20 20"
            className="mt-0.5 h-4 w-4 shrink-0"
            fill="currentColor"
          >
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8l-.3 5.5H9.4L9.1 6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
          </svg>
          <span>{asSentence(serverMessage)}</span>
        </p>
      )}
    </div>
  );
}
