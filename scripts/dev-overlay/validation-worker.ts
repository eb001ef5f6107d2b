/**
 * The dev server's content check, in a process of its own (scripts/vite-content-plugin.ts): with
 * thousands of pages one check takes seconds, and on the server's thread it held up every request,
 * the changed page's data included (issue 26). Each message "check" answers with one report; the
 * validator keeps unchanged files' results between checks. Ends with the dev server (IPC closes).
 */
import { createContentValidator } from '../../src/content/node/validate-content';

const validate = createContentValidator(process.argv[2] ?? process.cwd());
process.on('message', () => {
  const { problems, skipped, text } = validate();
  process.send?.({ problems, skipped, text });
});
process.on('disconnect', () => process.exit(0));
