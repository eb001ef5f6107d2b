import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, ViteDevServer } from 'vite';
import type { Problem } from '../../src/content/problem';
import { editingGuidePage } from './editing-guide-page';
import { OVERLAY_WORDS } from './overlay-words';
import {
  ASK_EVENT,
  EDITING_GUIDE_URL,
  overlayPayload,
  PROBLEMS_EVENT,
  type OverlayPayload,
} from './overlay-payload';

const CLIENT_ID = 'virtual:content-overlay';
const CLIENT_FILE = fileURLToPath(new URL('./overlay-client.ts', import.meta.url));
const CONTENT_JSON = /[/\\](pages|locales)[/\\].*\.json$/;
const PAGE_FILE = /[/\\]pages[/\\](?!site\.json)[^/\\]+\.json$/;

/**
 * Everything the dev server needs to show content problems to editors (issue 19.3): our own
 * overlay (Vite's speaks to programmers and advises on vite.config), fed by a custom HMR event;
 * the editing guide it links to; and, for a content file that does not parse, the last version
 * that did, so Vite's JSON plugin does not raise its own overlay over ours (site.json and the
 * articles are imported by every page, a broken one would otherwise bring it up everywhere).
 */
export function contentOverlay(root: string) {
  let current: OverlayPayload = { problems: [], skipped: [], summary: '', words: OVERLAY_WORDS };
  const lastGood = new Map<string, string>();
  // Only `npm run dev`: a build stops on the first problem instead (and has no HTML to inject in).
  let serving = false;

  return {
    /** Sends the current problems (none: the overlay closes) to every open page. */
    publish(
      server: ViteDevServer,
      report: { problems: readonly Problem[]; skipped: readonly string[]; text: string },
    ): void {
      current = overlayPayload(report);
      server.ws.send({ type: 'custom', event: PROBLEMS_EVENT, data: current });
    },

    configureServer(server: ViteDevServer): void {
      serving = true;
      // A page that (re)loads asks for the problems it missed.
      server.ws.on(ASK_EVENT, (_data, client) => client.send(PROBLEMS_EVENT, current));
      server.middlewares.use(EDITING_GUIDE_URL, (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(editingGuidePage(root));
      });
    },

    /** The overlay's script, for every HTML page the dev server sends. */
    htmlTags(): HtmlTagDescriptor[] {
      if (!serving) return [];
      return [
        { tag: 'script', attrs: { type: 'module', src: `/@id/${CLIENT_ID}` }, injectTo: 'head' },
      ];
    },

    resolveId(id: string): string | undefined {
      return id === CLIENT_ID ? CLIENT_FILE : undefined;
    },

    load(id: string): string | undefined {
      const file = id.split('?')[0] as string;
      if (file === CLIENT_FILE) return readFileSync(CLIENT_FILE, 'utf8');
      if (!serving || !CONTENT_JSON.test(file) || !file.startsWith(root)) return undefined;
      const text = readFileSync(file, 'utf8');
      try {
        JSON.parse(text);
        lastGood.set(file, text);
        return undefined;
      } catch {
        // Our overlay names the syntax error; the app gets the last version that parsed (or,
        // when the server started with the file broken, an empty one).
        return lastGood.get(file) ?? (PAGE_FILE.test(file) ? '{ "sections": [] }' : '{}');
      }
    },
  };
}
