import { useId } from 'react';

const CONTROL =
  'mt-2 block w-full rounded-lg border border-line bg-white px-4 py-3 text-base text-ink shadow-xs ' +
  'transition-colors duration-(--duration-ui) hover:border-navy-700 ' +
  'focus-visible:border-navy-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Renders a textarea with this many rows. */
  rows?: number;
}

/** A labelled, required text input or textarea (SPEC §5: required at browser level). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  rows,
}: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${CONTROL} resize-y`}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={CONTROL}
        />
      )}
    </div>
  );
}
