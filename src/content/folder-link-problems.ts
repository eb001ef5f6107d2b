import type { Problem } from './problem';

/** A link in a content folder that leads out of it or to nothing (src/content/node/folder-links). */
export interface FolderLink {
  /** The link, project-relative. */
  file: string;
  /** What the link says, or null when `file` lies behind such a link. */
  target: string | null;
  /** Whether what it leads to exists. */
  exists: boolean;
}

/**
 * One problem per link in pages/, locales/, public/ that leads out of its folder or to nothing
 * (decision 127): the build would publish what it points to, the dev server serve it.
 */
export function folderLinkProblems(links: readonly FolderLink[]): Problem[] {
  return links.map((link) => {
    const folder = `${link.file.split('/')[0] ?? ''}/`;
    const message =
      link.target === null
        ? `lies behind a symbolic link that leads out of ${folder}`
        : link.exists
          ? `a symbolic link to "${link.target}", which lies outside ${folder}`
          : `a symbolic link to "${link.target}", which does not exist`;
    return {
      rule: 'link-out-of-folder',
      file: link.file,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      path: '(file)',
      message,
      suggestion: link.exists
        ? `replace the link by the file itself: the site publishes no file from outside ${folder}`
        : 'replace the link by the file itself, or delete it',
    };
  });
}
