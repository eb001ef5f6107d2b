import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';

/** Chromium (123+) sizes a box to its text itself; Firefox and Safari before 26 do not yet. */
const SIZES_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A text box as tall as its text (one line when empty, up to 60 % of the window, then it
 * scrolls), so a long paragraph is read and edited whole instead of in a one-line slit. CSS
 * `field-sizing: content` does it where supported; elsewhere the height follows the text's
 * scroll height after each change.
 */
export function GrowingTextarea({
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || SIZES_ITSELF) return;
    element.style.height = 'auto';
    // scrollHeight leaves out the border; the box's height includes it.
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [props.value]);
  return (
    <textarea
      ref={box}
      rows={1}
      {...props}
      className={`field-sizing-content max-h-[60vh] resize-y ${className}`}
    />
  );
}
