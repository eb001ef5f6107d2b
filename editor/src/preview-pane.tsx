import { useEffect, useRef, useState } from 'react';
import { textsByLanguage } from './add-section';
import { clickFocusIds } from './click-focus';
import { pageFiles, SITE_FILE, type Page } from './model';
import type { FromPreview, ToPreview } from './preview/protocol';
import { sectionSchema } from './schemas';
import { useEditor, type Width } from './store';
import { useUi } from './ui-texts';

const WIDTHS: Width[] = [375, 768, 1440];

/** The page as the site renders it, in a frame of 375, 768 or 1440 px, German or English. */
export function PreviewPane({ file }: { file: string }) {
  const ui = useUi();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Counts the frame's "ready" messages: a reloaded frame is sent the page again.
  const [ready, setReady] = useState(0);
  const [available, setAvailable] = useState(600);
  // "Fit" shrinks a wide page into the column (1440 px drew text at 6-7 px); "100 %" shows it
  // at its real size, to scroll sideways.
  const [zoom, setZoom] = useState<'fit' | 'full'>('fit');
  const page = useEditor((s) => s.docs[file]) as Page;
  const docs = useEditor((s) => s.docs);
  const selected = useEditor((s) => s.section);
  const language = useEditor((s) => s.previewLanguage);
  const width = useEditor((s) => s.width);
  const siteFile = useEditor((s) => s.base['pages/site.json']?.hash);
  const shownSiteFile = useRef(siteFile);

  // The site's code reads pages/site.json (menu, footer, address) as a module, not from the
  // editor: once the file on disk changed (saved, or edited elsewhere), the frame reads it anew.
  useEffect(() => {
    if (siteFile === shownSiteFile.current) return;
    shownSiteFile.current = siteFile;
    frame.current?.contentWindow?.location.reload();
  }, [siteFile]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow)
        return;
      if (event.data.type === 'ready') setReady((count) => count + 1);
      if (event.data.type === 'select') {
        const { index, field } = event.data;
        const state = useEditor.getState();
        const type = (state.docs[file] as Page | null)?.sections[index]?.type ?? '';
        const schema = sectionSchema(state.schemas, type, state.ui);
        state.open(file, index, clickFocusIds(schema, index, field, state.previewLanguage));
      }
      if (event.data.type === 'language')
        useEditor.getState().set({ previewLanguage: event.data.language });
      if (event.data.type === 'open') {
        const { path } = event.data;
        const { docs: current } = useEditor.getState();
        const target = pageFiles(current).find((f) => (current[f] as Page).path === path);
        if (target) useEditor.getState().open(target, null);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [file]);

  // Escape anywhere in the editor also closes the site's menu when it is open in the preview
  // (the menu is a modal dialog of the frame, which only hears the frame's own keys).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const message: ToPreview = { type: 'close-menu' };
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!box.current) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 600));
    observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  // Texts change with every letter typed; the frame re-renders at once (well within 300 ms).
  useEffect(() => {
    if (!ready || !page) return;
    const message: ToPreview = {
      type: 'render',
      page,
      texts: textsByLanguage(docs),
      site: docs[SITE_FILE],
      language,
      selected,
    };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, page, docs, language, selected]);

  const scale = zoom === 'full' ? 1 : Math.min(1, available / width);
  return (
    <section aria-labelledby="preview-heading" className="flex min-h-0 flex-col">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold">
          {ui('preview')}
        </h2>
        <PressedGroup
          label={ui('previewLanguage')}
          options={['de', 'en'] as const}
          value={language}
          text={(l) => l.toUpperCase()}
          onPick={(l) => useEditor.getState().set({ previewLanguage: l })}
        />
        <PressedGroup
          label={ui('width')}
          options={WIDTHS}
          value={width}
          text={(w) => `${w} px`}
          onPick={(w) => useEditor.getState().set({ width: w })}
        />
        <PressedGroup
          label={ui('zoom')}
          options={['fit', 'full'] as const}
          value={zoom}
          text={(z) => ui(z === 'fit' ? 'zoomFit' : 'zoomFull')}
          onPick={setZoom}
        />
      </div>
      <div
        ref={box}
        className="min-h-0 flex-1 overflow-auto rounded border border-line bg-slate-100"
      >
        <iframe
          ref={frame}
          title={`${ui('preview')}: ${page?.path ?? ''}`}
          src="/preview.html"
          data-testid="preview"
          style={{
            width,
            height: `${100 / scale}%`,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
          className="block min-h-[400px] border-0 bg-white"
        />
      </div>
    </section>
  );
}

/** A row of buttons of which one is pressed (language, width, zoom of the preview). */
function PressedGroup<T extends string | number>({
  label,
  options,
  value,
  text,
  onPick,
}: {
  label: string;
  options: readonly T[];
  value: T;
  text: (option: T) => string;
  onPick: (option: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          className={`rounded border px-2 py-0.5 text-sm ${value === option ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-400 bg-white'}`}
          onClick={() => onPick(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
