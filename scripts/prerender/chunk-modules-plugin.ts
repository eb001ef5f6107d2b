import type { Plugin } from 'vite';

/** Where the build writes which source modules each browser chunk holds. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes `.vite/chunk-modules.json`: for every JavaScript chunk of the client build, the module
 * ids it bundles (node_modules paths included). Tests and the budget report read it to know
 * what a chunk holds without searching minified code.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          report[output.fileName] = output.moduleIds.map((id) =>
            id.replace(process.cwd(), '').replace(/^[/\\]/, ''),
          );
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}
