import { useEffect } from 'react';
import { api } from './api';
import { bothChanged } from './conflict-texts';
import { useEditor } from './store';

/** Validates the edited state (the changed files laid over the disk) 250 ms after each change. */
export function useValidation() {
  const docs = useEditor((s) => s.docs);
  const loaded = useEditor((s) => s.loaded);
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      const overlay: Record<string, string | null> = {};
      for (const file of useEditor.getState().changedFiles()) {
        const value = docs[file];
        overlay[file] = value == null ? null : JSON.stringify(value, null, 2);
      }
      useEditor.getState().set({ validating: true });
      void api.validate(overlay).then((problems) => {
        if (useEditor.getState().docs === docs)
          useEditor.getState().set({ problems, validating: false });
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [docs, loaded]);
}

/** Notices files changed on disk (a hand edit, a git pull) since the editor read them. */
export function useDiskWatch(intervalMs = 1500) {
  useEffect(() => {
    const check = async () => {
      const hashes = await api.hashes();
      const { base, conflicts, keptFiles } = useEditor.getState();
      const changed = Object.keys(base).filter(
        (file) =>
          hashes[file] !== base[file]?.hash &&
          !conflicts.includes(file) &&
          !keptFiles.includes(file),
      );
      // Files nobody edited in the editor are simply taken over; the others need a decision.
      const edited = new Set(useEditor.getState().changedFiles());
      const quiet = changed.filter((f) => !edited.has(f));
      const loud = changed.filter((f) => edited.has(f));
      if (quiet.length > 0) await useEditor.getState().reloadFromDisk(quiet);
      if (loud.length === 0) return;
      // What both sides changed, for the bar to name (the rest of either side is kept anyway).
      const project = await api.project();
      const { baseDocs, docs } = useEditor.getState();
      const texts = Object.fromEntries(
        loud.map((file) => {
          const disk = project.files[file];
          const theirs = disk ? (JSON.parse(disk.text) as unknown) : null;
          return [file, bothChanged(baseDocs[file], docs[file], theirs)];
        }),
      );
      useEditor.setState((s) => ({
        conflicts: [...s.conflicts, ...loud],
        conflictTexts: { ...s.conflictTexts, ...texts },
      }));
    };
    const timer = setInterval(() => void check().catch(() => undefined), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}

/** Ctrl+Z / Ctrl+Shift+Z (and Cmd on a Mac) undo and redo every change since the editor opened. */
export function useUndoKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault();
      if (event.shiftKey) useEditor.getState().redo();
      else useEditor.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
