/**
 * The speed plugin's options: on or off as a whole, and which of its mechanisms to leave out. Both exist for the
 * benchmark's A/B mode (`npm run bench -- --ab speed` or `--ab NAME,...`, lab/bench/README.md), which passes them
 * through the environment to the plugin's line in docusaurus.config.ts:
 *
 *   LARAVEXT_SPEED=off npm run build                        the site without the plugin: stock Docusaurus behaviour
 *   LARAVEXT_WITHOUT=intl-warmup,keep-mounted npm run build  the plugin without those mechanisms
 *
 * Unset or empty: everything on, the production build. A value that is not one of these fails the build and says
 * which values there are.
 */
export const MECHANISMS = {
  'keep-mounted': 'HydrationFlag.tsx in the theme wrappers of Tabs, TabItem, CodeBlock and CodeBlock/Buttons',
  'code-highlighting': 'prism/: Prism out of main.js (grammars queued by the CodeBlock wrapper), a slim Prism',
  'code-on-use': 'codeBlock/, theme/CodeBlock, client/loadCodeBlock.ts: code blocks (Prism too) load on use or idle',
  'navbar-item-types': 'theme/NavbarItem/ComponentTypes.tsx: the navbar item types the config uses, not all nine',
  'tabs-chunk': 'index.ts (TABS_CHUNK): Tabs, TabItem and what they use in one chunk that pages share',
  'one-tslib-helper': 'tslib/: the one tslib helper the browser bundle calls, not all of tslib, in main.js',
  'prefetch-on-intent': 'client/prefetchOnIntent.ts, client/idle.ts: links on intent, Previous and Next once started',
  'intl-warmup': 'client/warmIntl.ts',
} as const;

export type Mechanism = keyof typeof MECHANISMS;

/** What docusaurus.config.ts passes (from LARAVEXT_SPEED and LARAVEXT_WITHOUT). */
export interface SpeedOptions {
  /** `off` (or false): the plugin adds nothing. Unset, empty, `on` (or true): on. */
  enabled?: boolean | string;
  /** Mechanisms to leave out: a list, or names separated by commas or spaces. */
  without?: string | readonly string[];
}

/** The options once checked. */
export interface ResolvedSpeedOptions {
  id: string;
  enabled: boolean;
  without: Mechanism[];
}

/** On or off: `on`, `off`, empty or unset (on), or a boolean; anything else throws. */
export function parseEnabled(value: SpeedOptions['enabled']): boolean {
  if (value === undefined || value === true || value === '' || value === 'on') return true;
  if (value === false || value === 'off') return false;
  throw new Error(`LARAVEXT_SPEED (speed plugin option "enabled"): "${String(value)}" is neither "on" nor "off"`);
}

/** The mechanisms named in `value`; throws on a name that is not one. */
export function parseWithout(value: SpeedOptions['without']): Mechanism[] {
  const names = (typeof value === 'string' ? value.split(/[\s,]+/) : [...(value ?? [])]).filter(Boolean);
  const unknown = names.filter((n) => !(n in MECHANISMS));
  if (unknown.length) {
    throw new Error(
      `LARAVEXT_WITHOUT (speed plugin option "without"): ` +
        `unknown mechanism ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${Object.keys(MECHANISMS).join(', ')}`,
    );
  }
  return [...new Set(names as Mechanism[])];
}

export function resolveOptions(raw: unknown): ResolvedSpeedOptions {
  const options = raw as SpeedOptions & {id?: string};
  return {id: options.id ?? 'default', enabled: parseEnabled(options.enabled), without: parseWithout(options.without)};
}

/** How the site is built, read from the environment the way docusaurus.config.ts passes it (tests and bench). */
export function speedFromEnv(env: NodeJS.ProcessEnv = process.env): {enabled: boolean; without: Mechanism[]} {
  return {enabled: parseEnabled(env.LARAVEXT_SPEED), without: parseWithout(env.LARAVEXT_WITHOUT)};
}
