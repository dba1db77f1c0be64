/**
 * The writers' dev server (`npm start`, `docusaurus start`) serves the site as writers need it, and skips work only a
 * production build needs. Docusaurus's CLI sets NODE_ENV to `development` before it loads the config for `start`, and
 * `docusaurus build` sets it to `production`: the production build never sees these changes.
 *
 * In the dev server:
 * - only the current version (`docs/`) is loaded, served at the stable path `/docs`: the page a writer has open
 *   (`/docs/quickstart`, the URL every link points to) shows an edit of `docs/quickstart.mdx` at once, and there is
 *   half as much to load. `/docs/latest/...` and older versions exist in production builds only.
 * - plugins whose work only a build uses (postBuild: social cards, llms.txt) are left out.
 *
 * To look at every version, build and serve the build: `npm run build`, then `npx tsx scripts/serve-build.ts`.
 */
export const IS_DEV_SERVER = process.env.NODE_ENV === 'development';
