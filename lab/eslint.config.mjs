// The site's ESLint config, for the lab's files: the site's own run leaves lab/ out, because the lab's packages are
// installed only when it is used (`npm run lab:check` at the root installs them and runs this).
import site from '../eslint.config.mjs';

export default site.map((entry) =>
  entry.ignores ? {...entry, ignores: entry.ignores.filter((pattern) => pattern !== 'lab/')} : entry,
);
