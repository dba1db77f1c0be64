/**
 * The one switch of the config: `LARAVEXT_WITHOUT` names parts of the site to leave out of a build or a dev server, for
 * the laboratory's A/B runs (lab/bench) and for `LARAVEXT_WITHOUT=speed npm test`. Unset or empty (production and
 * writers): everything in. A name that is not one of these fails at once and lists the names there are.
 *
 *   speed              the speed plugin (src/plugins/speed): stock Docusaurus loading
 *   <a mechanism>      one mechanism of the speed plugin (src/plugins/speed/options.ts, MECHANISMS), but those in its
 *                      theme wrappers, which the laboratory takes out of its copy of the site (lab/bench/variants.ts)
 *   hot-mdx            the dev server's in-place edit of a page (src/plugins/hot-mdx): an edit renders the app again
 */
import {MECHANISMS, parseWithout, type Mechanism} from '../src/plugins/speed/options';

export const PARTS = {
  speed: 'the speed plugin: stock Docusaurus loading',
  'hot-mdx': "the dev server's in-place edit of a page",
} as const;

export interface LeftOut {
  speed: boolean;
  hotMdx: boolean;
  /** Mechanisms of the speed plugin left out (the plugin's `without` option). */
  mechanisms: Mechanism[];
}

export function leftOut(value: string | undefined): LeftOut {
  const names = [...new Set((value ?? '').split(/[\s,]+/).filter(Boolean))];
  const known = [...Object.keys(PARTS), ...Object.keys(MECHANISMS)];
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length) {
    throw new Error(
      `LARAVEXT_WITHOUT: unknown name ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${known.join(', ')}`,
    );
  }
  return {
    speed: names.includes('speed'),
    hotMdx: names.includes('hot-mdx'),
    // Checked as the plugin checks them (options.ts).
    mechanisms: parseWithout(names.filter((n): n is Mechanism => n in MECHANISMS)),
  };
}

/** What this process leaves out, from its environment. */
export const WITHOUT = leftOut(process.env.LARAVEXT_WITHOUT);
