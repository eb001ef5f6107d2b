import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A message from the client check or the server, shown at the field and tied to it. */
  error?: string | undefined;
}

export function FormField({ label, error, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-ink ${
          error ? 'border-danger' : 'border-line'
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
