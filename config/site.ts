// The site's facts live in src/constants/site.ts, where its components read them (src never imports config/); the
// config, scripts and tests read them here as before.
export * from '../src/constants/site';
