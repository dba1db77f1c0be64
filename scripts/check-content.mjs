// Shim so writers can run `node scripts/check-content.mjs <files>`; the checks are TypeScript, run through tsx.
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, '..', 'node_modules', '.bin', 'tsx');
const result = spawnSync(tsx, [path.join(here, 'content', 'cli.ts'), ...process.argv.slice(2)], {stdio: 'inherit'});
process.exit(result.status ?? 1);
