import { checkUpload, freeName, isTaken, writeNewFile } from './upload';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * Uploaded pictures, held in memory until Save writes them to public/images/ (decision 265):
 * the guide's "nothing is written until you press Save" holds for pictures too, and a picture
 * uploaded and then not used, or left unsaved, never reaches the disk. Meanwhile the editor and
 * its preview load it from its future address, and the validator counts it as there.
 */
export function heldUploads(root: string) {
  /** Site path (`/images/team-photo.png`) -> the checked bytes. */
  const held = new Map<string, Buffer>();
  return {
    /** Checks an upload and holds it under a name free on disk and among the held ones. */
    add(name: string, bytes: Buffer): string {
      const { clean, data } = checkUpload(name, bytes);
      const file = freeName(
        `public/images/${clean}`,
        (f) => isTaken(root, f) || held.has(f.slice('public'.length)),
      );
      const path = file.slice('public'.length);
      held.set(path, data);
      return path;
    },
    /** A held picture as the browser loads it, or undefined. */
    served(path: string): { type: string; data: Buffer } | undefined {
      const data = held.get(path);
      if (!data) return undefined;
      return { type: TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream', data };
    },
    /** Site paths of every held picture. */
    paths: () => [...held.keys()].sort(),
    /**
     * Writes the held pictures among `paths` (project files `public/images/…`, written, no
     * longer held). A name that a file took on disk meanwhile throws EEXIST (nothing replaced).
     */
    write(paths: readonly string[]): string[] {
      const written: string[] = [];
      for (const path of paths) {
        const data = held.get(path);
        if (!data) continue;
        writeNewFile(root, `public${path}`, data);
        held.delete(path);
        written.push(`public${path}`);
      }
      return written;
    },
  };
}

export type HeldUploads = ReturnType<typeof heldUploads>;
