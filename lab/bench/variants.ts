/**
 * How the laboratory asks for a variant of the site: through the config's one switch, `LARAVEXT_SPEED` (read by
 * config/speed.ts), in the environment of the copy's build. Never by changing the copy's source.
 * `off` is the site without the speed plugin; `without:NAME` the site without one of its mechanisms.
 */
import {MECHANISMS, parseWithout, type Mechanism} from '../../src/plugins/speed/options';

/** The build environment of a copy without the speed plugin. */
export const WHOLE_PLUGIN_ENV = {LARAVEXT_SPEED: 'off'};

/** The build environment of the site as production builds it. */
export const ALL_ON_ENV = {LARAVEXT_SPEED: 'on'};

/** The mechanisms named, checked: a name the option does not know fails, listing the known ones. */
export function mechanismsNamed(names: string[]): Mechanism[] {
  return parseWithout(names);
}

/** The build environment of a copy without `mechanism`. */
export function envWithout(mechanism: Mechanism): Record<string, string> {
  return {LARAVEXT_SPEED: `without:${mechanism}`};
}

export const KNOWN_MECHANISMS = Object.keys(MECHANISMS);
