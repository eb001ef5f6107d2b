/**
 * Browser side of the content overlay (dev server only): shows the validator's problems over the
 * page for people who edit JSON files, not for programmers: the CLI's messages, the place in
 * words, a link to the matching part of docs/editing.md, and nothing about Vite. It listens to
 * our own HMR event instead of Vite's error payload, whose overlay speaks to programmers.
 * Served as `virtual:content-overlay` (see content-overlay.ts). Every text is set with
 * textContent, never as HTML.
 */
import type { OverlayPayload, OverlayProblem } from './overlay-payload';

/** The page's language ("de-AT" too), else English. */
const pageLanguage = (): 'de' | 'en' =>
  document.documentElement.lang.toLowerCase().startsWith('de') ? 'de' : 'en';

const TAG = 'content-problems';
const PROBLEMS_EVENT = 'content-validation:problems';
const ASK_EVENT = 'content-validation:ask';

const STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: block; }
.backdrop { position: absolute; inset: 0; overflow-y: auto; background: rgb(15 23 42 / 0.6); }
.panel { box-sizing: border-box; max-width: 52rem; margin: 2rem auto; padding: 1.5rem 2rem;
  background: #fff; color: #0f172a; border-top: 6px solid #b91c1c; border-radius: 8px;
  font: 16px/1.5 system-ui, sans-serif; }
header { display: flex; gap: 1rem; align-items: start; justify-content: space-between; }
h2 { margin: 0; font-size: 1.375rem; }
button { font: inherit; padding: 0.25rem 0.75rem; border: 1px solid #334155; border-radius: 4px;
  background: #fff; color: #0f172a; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
ol { padding: 0; list-style: none; }
li { margin: 1rem 0; padding: 1rem; border: 1px solid #cbd5e1; border-radius: 6px; }
.location { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.where { margin: 0.25rem 0 0; color: #334155; }
.message { margin: 0.5rem 0 0; font-weight: 600; color: #991b1b; }
.detail { margin: 0.25rem 0 0; font-family: ui-monospace, monospace; font-size: 14px; color: #334155; }
.suggestion { margin: 0.25rem 0 0; }
pre { margin: 0.75rem 0 0; padding: 0.5rem; overflow-x: auto; background: #f1f5f9;
  font: 14px/1.4 ui-monospace, monospace; }
a { color: #1d4ed8; }
.help { display: inline-block; margin-top: 0.5rem; }
.notes, .summary { margin: 0.5rem 0 0; color: #334155; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function problemItem(problem: OverlayProblem, language: 'de' | 'en'): HTMLLIElement {
  const lines = problem.lines[language];
  const item = element('li', 'problem');
  item.append(element('p', 'location', `${problem.location} ${problem.path}`));
  if (lines.where) item.append(element('p', 'where', lines.where));
  item.append(element('p', 'message', lines.message));
  if (lines.detail) {
    const detail = element('p', 'detail', lines.detail);
    detail.lang = 'en';
    item.append(detail);
  }
  if (lines.suggestion) item.append(element('p', 'suggestion', lines.suggestion));
  if (problem.frame) item.append(element('pre', 'frame', problem.frame));
  const help = element('a', 'help', lines.help);
  help.href = problem.help.href;
  help.target = '_blank';
  help.rel = 'noopener';
  item.append(help);
  return item;
}

class ContentProblems extends HTMLElement {
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.remove();
  };

  show(payload: OverlayPayload): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const count = payload.problems.length;
    // The language of the page it covers, as the page editor speaks the editor's.
    const language = pageLanguage();
    const words = payload.words[language];
    const panel = element('section', 'panel');
    panel.lang = language;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-labelledby', 'content-problems-title');
    const title = element(
      'h2',
      '',
      (count === 1 ? words.titleOne : words.titleMany).replace('{count}', String(count)),
    );
    title.id = 'content-problems-title';
    const close = element('button', '', words.hide);
    close.type = 'button';
    close.addEventListener('click', () => this.remove());
    const header = element('header', '');
    header.append(title, close);
    const intro = element('p', 'intro', words.intro);
    const list = element('ol', '');
    list.append(...payload.problems.map((problem) => problemItem(problem, language)));
    panel.append(header, intro, list);
    for (const note of payload.skipped) panel.append(element('p', 'notes', note));
    // The CLI's last line (English, as `npm run validate` prints it); the title counts in German.
    if (language === 'en') panel.append(element('p', 'summary', payload.summary));
    const backdrop = element('div', 'backdrop');
    backdrop.append(panel);
    const style = element('style', '', STYLE);
    root.replaceChildren(style, backdrop);
    close.focus();
  }

  connectedCallback(): void {
    document.addEventListener('keydown', this.onKey);
  }

  disconnectedCallback(): void {
    document.removeEventListener('keydown', this.onKey);
  }
}

let shown: OverlayPayload | null = null;

function render(payload: OverlayPayload): void {
  shown = payload;
  document.querySelectorAll(TAG).forEach((node) => node.remove());
  if (payload.problems.length === 0) return;
  const overlay = document.createElement(TAG) as ContentProblems;
  document.body.append(overlay);
  overlay.show(payload);
}

if (!customElements.get(TAG)) customElements.define(TAG, ContentProblems);
// The site switches language without a reload: the overlay follows the page's <html lang>.
new MutationObserver(() => {
  if (shown && document.querySelector(TAG)) render(shown);
}).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
if (import.meta.hot) {
  import.meta.hot.on(PROBLEMS_EVENT, render);
  import.meta.hot.send(ASK_EVENT);
}
