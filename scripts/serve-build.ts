/**
 * `npx tsx scripts/serve-build.ts [--nginx]`: serves build/ until Ctrl+C, for writing browser tests. By default the way
 * GitHub Pages (production) serves it, as the browser tests see it; with `--nginx`, with the self-hosting nginx config,
 * as tests/nginx sees it.
 */
import {BUILD_DIR, startNginx} from './lib/server';
import {startPagesServer} from './lib/pagesServer';

async function main(): Promise<void> {
  if (process.argv.includes('--nginx')) {
    const server = await startNginx();
    console.log(`LARAVEXT_BASE_URL=${server.baseUrl}`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return;
  }
  const pages = await startPagesServer(BUILD_DIR);
  const wrongBase = await startPagesServer(BUILD_DIR, {prefix: '/wrong/'});
  console.log(`LARAVEXT_BASE_URL=${pages.baseUrl}`);
  console.log(`LARAVEXT_WRONG_BASE_URL=${wrongBase.baseUrl}`);
  const stop = () => void Promise.all([pages.stop(), wrongBase.stop()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
