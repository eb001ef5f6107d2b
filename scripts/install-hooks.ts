/**
 * `npm run hooks:install`: writes a plain git pre-commit hook that checks what the commit
 * contains (the staged files, read from the git index) and stops the commit when the staged
 * content has a problem, with the same messages as `npm run validate`. No global tools: the hook
 * calls the project's own validator through npm.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';

const MARKER = '# prol-content-validation';

const PRE_COMMIT_HOOK = `#!/bin/sh
${MARKER}: written by \`npm run hooks:install\` (scripts/install-hooks.ts).
# Checks the content the commit contains and stops it on a problem in the staged files.
# Skip it once with \`git commit --no-verify\`.
if git diff --cached --quiet -- pages locales schema public; then
  exit 0
fi
exec npm run --silent validate -- --staged --only-changed
`;

const root = process.cwd();
const hooksDir = execFileSync('git', ['rev-parse', '--git-path', 'hooks'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
const hook = join(isAbsolute(hooksDir) ? hooksDir : join(root, hooksDir), 'pre-commit');
if (existsSync(hook) && !readFileSync(hook, 'utf8').includes(MARKER)) {
  console.error(`${hook} exists and was not written by this script; leaving it alone.`);
  process.exit(1);
}
mkdirSync(dirname(hook), { recursive: true });
writeFileSync(hook, PRE_COMMIT_HOOK);
chmodSync(hook, 0o755);
console.log(`Installed the content check as ${hook}.`);
