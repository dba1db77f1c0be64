/**
 * Switches for the site's speed mechanisms, so that the benchmark can measure each one against the site without it
 * (`npm run bench -- --ab NAME,...`, see scripts/bench/README.md). Read at build time:
 *
 *   LARAVEXT_WITHOUT=intl-warmup,keep-mounted npm run build
 *
 * builds the site without those mechanisms (their plugin or client module left out; a theme wrapper renders the
 * original component instead). Unset or empty: everything on, the production build. An unknown name fails the build.
 */
export const MECHANISMS = {
  'keep-mounted': 'src/components/HydrationFlag in Tabs, TabItem, CodeBlock, CodeBlock/Buttons',
  'code-highlighting': 'src/plugins/code-highlighting: Prism out of main.js, the slim Prism of src/prism',
  'prefetch-on-intent': 'src/clientModules/prefetchOnIntent.ts',
  'intl-warmup': 'src/clientModules/warmIntl.ts',
} as const;

export type Mechanism = keyof typeof MECHANISMS;

/** The mechanisms named in `value` (comma- or space-separated); throws on a name that is not one. */
export function parseWithout(value: string | undefined): Set<Mechanism> {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((n) => !(n in MECHANISMS));
  if (unknown.length) {
    throw new Error(
      `LARAVEXT_WITHOUT: unknown mechanism ${unknown.map((n) => `"${n}"`).join(', ')}; ` +
        `known: ${Object.keys(MECHANISMS).join(', ')}`,
    );
  }
  return new Set(names as Mechanism[]);
}

/** The build's switched-off mechanisms (LARAVEXT_WITHOUT). */
export const WITHOUT = parseWithout(process.env.LARAVEXT_WITHOUT);

/** True unless LARAVEXT_WITHOUT names it. */
export const isOn = (name: Mechanism): boolean => !WITHOUT.has(name);

/** Build-time constants for theme wrappers (DefinePlugin, src/plugins/mechanism-switches); true = switched off. */
export const THEME_SWITCHES = {
  __LARAVEXT_WITHOUT_KEEP_MOUNTED__: 'keep-mounted',
} as const satisfies Record<string, Mechanism>;
