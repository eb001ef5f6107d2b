import '../editor.css';
import { StrictMode, useEffect, useRef, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { Site } from '../../../src/generated/content-types';
import { PageRenderer } from '../../../src/web/app/render/page-renderer';
import { SiteShell } from '../../../src/web/app/shell/site-shell';
import type { PageData } from '../../../src/web/site/page-types';
import { SiteConfigContext } from '../../../src/web/site/site-config';
import { useNavPanelStore } from '../../../src/web/stores/nav-panel-store';
import { isSaveKey } from '../save-key';
import { clickedField } from './clicked-field';
import { loadPreviewSections, type PreviewSections } from '../section-data';
import { SiteContext } from '../site-context';
import type { FromPreview, RenderMessage, ToPreview } from './protocol';
import { shellLinkTarget } from './shell-links';

const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

/**
 * The preview frame: the site's own shell (menu, footer, bottom bar) and PageRenderer with the
 * edited page, texts and menu. A click on a section selects it in the editor; a menu or footer
 * link opens its page in the editor, the menu's language switch switches the preview (links
 * never navigate the frame).
 */
function Preview() {
  const [state, setState] = useState<{ message: RenderMessage; sections: PreviewSections } | null>(
    null,
  );
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type === 'close-menu') useNavPanelStore.getState().closePanel();
      if (event.data?.type !== 'render') return;
      const message = event.data;
      void loadPreviewSections(message.page.sections, message.language).then((sections) =>
        setState({ message, sections }),
      );
    };
    // Before React's handlers: a link the site's router would follow is only reported.
    const onLinkClick = (event: globalThis.MouseEvent) => {
      const target = shellLinkTarget(event, container.current);
      if (!target) return;
      event.preventDefault();
      if (target.type !== 'none') tell(target);
    };
    // Keys pressed in the frame stay in its window: Ctrl+S would be the browser's "save page
    // as" (people click into the preview, then save), so the editor is told to save instead.
    const onKey = (event: KeyboardEvent) => {
      if (isSaveKey(event)) {
        event.preventDefault();
        tell({ type: 'save' });
      }
      if (event.key === 'Escape') useNavPanelStore.getState().closePanel();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('click', onLinkClick, true);
    tell({ type: 'ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('click', onLinkClick, true);
    };
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
    const section = children[index];
    if (!state || !section) return;
    const { page, texts, language } = state.message;
    const props = page.sections[index]?.props;
    const field = clickedField(event.target as Element, section, props, texts[language]);
    tell({ type: 'select', index, field });
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
      <SiteConfigContext value={message.site as Site}>
        <SiteShell>
          {/* A preview: clicks choose a section instead of following links. */}
          <div ref={container} onClickCapture={onClick}>
            <PageRenderer
              page={message.page as unknown as PageData}
              sectionModules={sections.modules}
              sectionData={sections.data}
              pageFile="editor"
            />
          </div>
        </SiteShell>
      </SiteConfigContext>
    </SiteContext>
  );
}

createRoot(document.getElementById('preview') as HTMLElement).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
