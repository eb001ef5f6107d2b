import { useEffect, useState } from 'react';
import { CheckIcon } from '../../components/content-icons';
import { LinkIcon } from './share-icons';

const CONFIRMATION_MS = 4000;

/**
 * Copies the page URL. Success is shown on the button and announced through a live region;
 * a refused clipboard is only logged (SPEC §8).
 */
export function CopyLinkButton({
  url,
  label,
  copiedLabel,
}: {
  url: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn('Could not copy the link to the clipboard', error);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors duration-(--duration-ui) ${
          copied
            ? 'border-success bg-success text-white'
            : 'border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white'
        }`}
      >
        {copied ? <CheckIcon /> : <LinkIcon />}
        <span>{copied ? copiedLabel : label}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
