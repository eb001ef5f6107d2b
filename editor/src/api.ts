import type { JsonSchema } from './schemas';

export interface FileState {
  text: string;
  hash: string;
}
export interface Problem {
  rule: string;
  file: string;
  line: number;
  column: number;
  path: string;
  where?: string;
  message: string;
  suggestion?: string;
}
export interface Change {
  file: string;
  value: unknown;
  base: string | null;
}
export type SaveResult =
  | { ok: true; written: string[]; files: Record<string, FileState | null> }
  | { ok: false; conflicts?: string[]; refused?: string; code?: string };

const API = '/__editor/';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
const post = (route: string, body: unknown) =>
  fetch(API + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export const api = {
  project: async () =>
    json<{
      files: Record<string, FileState>;
      schemas: JsonSchema[];
      publicFiles: string[];
      articles: Record<string, string>;
      /** Uploaded pictures the server holds until Save writes them (decision 265). */
      held: string[];
      codeAssets: string[];
    }>(await fetch(`${API}project`)),
  hashes: async () => json<Record<string, string>>(await fetch(`${API}hashes`)),
  validate: async (overlay: Record<string, string | null>) =>
    (await json<{ problems: Problem[] }>(await post('validate', { overlay }))).problems,
  save: async (changes: Change[], keepMine: string[], pictures: string[]) =>
    json<SaveResult>(await post('save', { changes, keepMine, pictures })),
  upload: async (file: File) => {
    const response = await fetch(`${API}upload?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      body: file,
    });
    return json<{ path?: string; refused?: string; code?: string; error?: string }>(response);
  },
};
