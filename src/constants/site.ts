/** Facts about the project the site links to, shared by components, config (config/site.ts) and tests. */
export const SITE_URL = 'https://laravext.dev';
export const REPO_URL = 'https://github.com/ArthurYdalgo/laravext';
export const PACKAGIST_REPO_URL = 'https://github.com/ArthurYdalgo/laravext-packagist';
/** The website sources live in the main repository's `docs/` folder, on its default branch. */
export const EDIT_BASE_URL = `${REPO_URL}/edit/main/docs/`;
export const ISSUES_URL = `${REPO_URL}/issues/new`;

export const LINKS = {
  packagist: 'https://packagist.org/packages/arthurydalgo/laravext',
  npmReact: 'https://www.npmjs.com/package/@laravext/react',
  npmVue: 'https://www.npmjs.com/package/@laravext/vue3',
  discord: 'https://dsc.gg/laravext',
  twitter: 'https://twitter.com/laravext_dev',
  youtube: 'https://youtube.com/@laravext',
  coffee: 'https://buymeacoffee.com/arthurydalgo',
} as const;

/** The blog's route and title (docusaurus.config.ts and the list page's heading, src/theme/BlogPostItems). */
export const BLOG_PATH = '/blog';
export const BLOG_TITLE = 'Laravext Blog';
