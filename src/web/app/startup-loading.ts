/** The id of the JSON list of the chunks a page needs to hydrate (see document.ts). */
export const STARTUP_MODULES_ID = 'startup-modules';

/**
 * Runs `task` after the browser has painted the page: a frame, then a message (which is
 * handled after that frame's paint). A hidden tab paints no frames, so a timeout runs it there.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  });
  setTimeout(run, 500);
}

/**
 * Starts downloading the page's own chunks (page file, texts, sections) together with the
 * framework, instead of after it: the prerender lists them in the HTML.
 */
export function preloadStartupModules(): void {
  const list = document.getElementById(STARTUP_MODULES_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
