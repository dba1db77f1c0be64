/**
 * The speed plugin's mechanisms, and its one option: which of them to leave out, for the laboratory's A/B builds
 * (`npm run bench -- --ab NAME,...`), which set it through the config's switch, `LARAVEXT_SPEED=without:NAME,...`
 * (config/speed.ts). Empty: everything on, the production build. A name that is not a mechanism fails the build and
 * lists the names there are.
 *
 * The option takes out what the plugin adds through its lifecycles: client modules, an alias, a cache group, its part
 * of the docs' MDX pipeline.
 */
export const MECHANISMS = {
  'prism-out-of-main': "index.ts (an alias): the theme's Prism set-up leaves main.js (the build highlights code)",
  'tabs-chunk': 'index.ts (TABS_CHUNK): Tabs, TabItem and what they use in one chunk that pages share',
  'prefetch-on-intent': 'client/prefetchOnIntent.ts, client/idle.ts: links on intent, Previous and Next once started',
  'intl-warmup': 'client/warmIntl.ts',
  'rest-after-paint': 'restAfterPaint/: a long doc page opened by a click shows what fills the screen, then the rest',
  'compile-hints': 'index.ts (COMPILE_HINT): each script asks V8 to compile all its functions while it loads',
  'mobile-sidebar-after-paint': "theme/DocSidebar: on a phone, the closed menu's sidebar follows a navigation later",
  'stable-page-body': 'theme/DocItem/Content: the page body renders again only for another page',
} as const;

export type Mechanism = keyof typeof MECHANISMS;

/** Mechanisms in the docs' MDX pipeline: `docsRehypePlugins` (index.ts), which config/docs.ts calls, adds them. */
export const IN_MDX: readonly Mechanism[] = ['rest-after-paint'];

/** Mechanisms that are a theme component of the plugin, and the slot each one wraps. */
export const THEME_SLOTS = {
  'mobile-sidebar-after-paint': 'DocSidebar',
  'stable-page-body': 'DocItem/Content',
} as const satisfies Partial<Record<Mechanism, string>>;

/** What docusaurus.config.ts passes (config/speed.ts). */
export type SpeedOptions = {
  /** Mechanisms to leave out: a list, or names separated by commas or spaces. */
  without?: string | readonly string[];
};

/** The options once checked. */
export interface ResolvedSpeedOptions {
  id: string;
  without: Mechanism[];
}

/** The mechanisms named in `value`; throws on a name that is not one. */
export function parseWithout(value: SpeedOptions['without']): Mechanism[] {
  const names = (typeof value === 'string' ? value.split(/[\s,]+/) : [...(value ?? [])]).filter(Boolean);
  const unknown = names.filter((n) => !(n in MECHANISMS));
  if (unknown.length) {
    throw new Error(
      `speed plugin option "without": ` +
        `unknown mechanism ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${Object.keys(MECHANISMS).join(', ')}`,
    );
  }
  return [...new Set(names as Mechanism[])];
}

export function resolveOptions(raw: unknown): ResolvedSpeedOptions {
  const options = raw as SpeedOptions & {id?: string};
  return {id: options.id ?? 'default', without: parseWithout(options.without)};
}
