import { useEffect } from 'react';

/**
 * Ctrl+S (Cmd+S on a Mac) opens the save dialog from anywhere, instead of the browser's "save
 * page as": after a change deep in a form, "Speichern" was 37 Shift+Tab presses away.
 */
export function useSaveKey(openSaveDialog: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      openSaveDialog();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openSaveDialog]);
}
