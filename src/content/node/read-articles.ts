import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArticleFile } from '../articles';
import { LANGUAGES } from '../locales';

/** `pages/articles/<de|en>/*.json`, in a stable order. */
export function readArticleFiles(root: string): ArticleFile[] {
  const files: ArticleFile[] = [];
  for (const language of LANGUAGES) {
    const dir = join(root, 'pages', 'articles', language);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
      files.push({
        file: `pages/articles/${language}/${name}`,
        text: readFileSync(join(dir, name), 'utf8'),
        language,
      });
    }
  }
  return files;
}
