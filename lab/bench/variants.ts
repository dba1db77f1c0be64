/**
 * How the laboratory takes a speed mechanism out of its copy of the site (ab.ts): through the speed plugin's
 * `without` option (LARAVEXT_WITHOUT, config/without.ts), which takes out what the plugin adds through its
 * lifecycles. The copy's source is not edited: every mechanism has its name in the option.
 */
import {MECHANISMS, parseWithout, type Mechanism} from '../../src/plugins/speed/options';

/** The mechanisms named, checked: a name the option does not know fails, listing the known ones. */
export function mechanismsNamed(names: string[]): Mechanism[] {
  return parseWithout(names);
}

/** The build environment of a copy without `mechanism`. */
export function takeOut(_siteDir: string, mechanism: Mechanism): Record<string, string> {
  return {LARAVEXT_WITHOUT: mechanism};
}

export const KNOWN_MECHANISMS = Object.keys(MECHANISMS);
