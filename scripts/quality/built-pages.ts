import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every prerendered HTML file under the build's client folder (index.html files and 404 pages). */
export function builtHtmlFiles(clientDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.html')) files.push(path);
    }
  };
  walk(clientDir);
  return files.sort();
}

/** The URL path each prerendered index.html answers ("/", "/faq", "/en/news/slug", ...). */
export function builtRoutes(clientDir: string): string[] {
  return builtHtmlFiles(clientDir)
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => `/${relative(clientDir, file).split(sep).slice(0, -1).join('/')}`)
    .map((route) => (route === '/' ? route : route.replace(/\/$/, '')));
}
