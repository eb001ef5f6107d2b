import { useEffect } from 'react';
import type { FromPreview } from './preview/protocol';

/** Ctrl+S, or Cmd+S on a Mac, without Shift or Alt (those are other browsers' shortcuts). */
export function isSaveKey(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return false;
  return event.key.toLowerCase() === 's';
}

/**
 * Ctrl+S (Cmd+S on a Mac) opens the save dialog from anywhere, instead of the browser's "save
 * page as": after a change deep in a form, "Speichern" was 37 Shift+Tab presses away. The
 * preview is a frame with its own window, whose keys never reach this one: it catches the key
 * itself and sends a "save" message (preview/main.tsx).
 */
export function useSaveKey(openSaveDialog: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveKey(event)) return;
      event.preventDefault();
      openSaveDialog();
    };
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.origin === window.location.origin && event.data?.type === 'save') openSaveDialog();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('message', onMessage);
    };
  }, [openSaveDialog]);
}
