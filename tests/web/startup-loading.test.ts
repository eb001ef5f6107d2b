import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadStart } from '../../src/web/app/start/startup-loading';

/** Decision 219: the first page's requests start a few per task, not all in one long task. */
describe('preloadStart', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    vi.unstubAllGlobals();
  });

  it('requests chunks, then data, three per task, and resolves when all are requested', async () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const modules = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `/assets/${name}.js`);
    const data = ['/_app/data/one.json', '/_app/data/two.json'];
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      );

    const started = preloadStart({ routes: [], modules, data });
    // This task: the first three chunks only.
    expect(links()).toEqual(modules.slice(0, 3));
    expect(fetch).not.toHaveBeenCalled();

    await started;
    expect(links()).toEqual(modules);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(data);
  });

  it('an eager page (chunks already in its HTML) only requests its data', async () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    await preloadStart({ routes: [], modules: ['/assets/a.js'], data: ['/x.json'], eager: true });
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
