/** `npx tsx scripts/serve-build.ts`: serves build/ with the production nginx config until Ctrl+C (for writing browser tests). */
import {startNginx} from '../tests/support/server';

startNginx().then((server) => {
  console.log(`LARAVEXT_BASE_URL=${server.baseUrl}`);
  console.log(`LARAVEXT_WRONG_BASE_URL=${server.wrongBaseUrl}`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
