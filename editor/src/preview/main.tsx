import '../editor.css';
import { StrictMode, useEffect, useRef, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { PageRenderer } from '../../../src/web/app/render/page-renderer';
import type { PageData } from '../../../src/web/site/page-types';
import { loadPreviewSections, type PreviewSections } from '../section-data';
import { SiteContext } from '../site-context';
import type { FromPreview, ToPreview } from './protocol';

const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

/**
 * The preview frame: the site's own PageRenderer with the edited page and texts. A click on a
 * section selects it in the editor (links do not navigate here).
 */
function Preview() {
  const [state, setState] = useState<{ message: ToPreview; sections: PreviewSections } | null>(
    null,
  );
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'render') return;
      const message = event.data;
      void loadPreviewSections(message.page.sections, message.language).then((sections) =>
        setState({ message, sections }),
      );
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
  const { message, sections } = state;
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
          sectionModules={sections.modules}
          sectionData={sections.data}
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
