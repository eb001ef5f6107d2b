import '../editor.css';
import { StrictMode, useEffect, useRef, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { PageRenderer } from '../../../src/web/app/page-renderer';
import type { PageData } from '../../../src/web/app/page-types';
import { loadSections } from '../../../src/web/app/section-loader';
import { loadSectionData } from '../section-data';
import { SiteContext } from '../site-context';
import type { FromPreview, ToPreview } from './protocol';

const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

/**
 * The preview frame: the site's own PageRenderer with the edited page and texts. A click on a
 * section selects it in the editor (links do not navigate here).
 */
function Preview() {
  const [state, setState] = useState<{ message: ToPreview; data: unknown[] } | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'render') return;
      const message = event.data;
      void loadSections(message.page.sections.map((s) => s.type))
        .then(() => loadSectionData(message.page.sections, message.language))
        .then((data) => setState({ message, data }));
    };
    window.addEventListener('message', onMessage);
    tell({ type: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!state) return;
    const { message } = state;
    document.documentElement.lang = message.language;
    const children = [...(container.current?.children ?? [])] as HTMLElement[];
    children.forEach((child, index) => {
      child.style.outline = index === message.selected ? '3px solid #c2410c' : '';
      child.style.outlineOffset = '-3px';
      child.style.cursor = 'pointer';
    });
    if (message.selected !== null) children[message.selected]?.scrollIntoView({ block: 'nearest' });
    tell({ type: 'rendered' });
  }, [state]);

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    const children = [...(container.current?.children ?? [])];
    const index = children.findIndex((child) => child.contains(event.target as Node));
    if (index >= 0) tell({ type: 'select', index });
  };

  if (!state) return null;
  const { message, data } = state;
  return (
    <SiteContext
      language={message.language}
      texts={message.texts}
      path={message.page.path}
      page={message.page as unknown as PageData}
    >
      {/* A preview: clicks choose a section instead of following links. */}
      <main ref={container} onClickCapture={onClick}>
        <PageRenderer
          page={message.page as unknown as PageData}
          sectionData={data}
          pageFile="editor"
        />
      </main>
    </SiteContext>
  );
}

createRoot(document.getElementById('preview') as HTMLElement).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
