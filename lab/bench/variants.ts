/**
 * How the laboratory changes its copy of the site for a variant, never the site itself: one line of a config file
 * replaced, failing loudly when the line is not there (the site changed under the laboratory).
 *
 * A copy without one speed mechanism (ab.ts) gets the mechanism in the speed plugin's `without` option, in the copy's
 * config/speed.ts; the plugin takes out what it adds through its lifecycles, the docs' MDX pipeline reads the same
 * option. Without the whole plugin is the config's switch instead: `LARAVEXT_SPEED=off` (WHOLE_PLUGIN_ENV).
 */
import fs from 'node:fs';
import path from 'node:path';
import {MECHANISMS, parseWithout, type Mechanism} from '../../src/plugins/speed/options';

/** The build environment of a copy without the speed plugin (config/speed.ts). */
export const WHOLE_PLUGIN_ENV = {LARAVEXT_SPEED: 'off'};

/** The mechanisms named, checked: a name the option does not know fails, listing the known ones. */
export function mechanismsNamed(names: string[]): Mechanism[] {
  return parseWithout(names);
}

/** In the copy at `siteDir`, replaces `from` (a whole line of `file`) with `to`; throws when it is not there once. */
export function replaceLine(siteDir: string, file: string, from: string, to: string): void {
  const target = path.join(siteDir, file);
  const lines = fs.readFileSync(target, 'utf8').split('\n');
  const at = lines.flatMap((line, i) => (line === from ? [i] : []));
  if (at.length !== 1) throw new Error(`${file}: the line "${from}" is there ${at.length} times, not once`);
  lines[at[0]] = to;
  fs.writeFileSync(target, lines.join('\n'));
}

/** The line of config/speed.ts that holds the plugin's options, everything in. */
export const SPEED_OPTIONS_LINE = 'export const SPEED_OPTIONS: SpeedOptions = {without: []};';

/** The copy at `siteDir` builds without `mechanism`. */
export function takeOut(siteDir: string, mechanism: Mechanism): void {
  replaceLine(
    siteDir,
    path.join('config', 'speed.ts'),
    SPEED_OPTIONS_LINE,
    `export const SPEED_OPTIONS: SpeedOptions = {without: ['${mechanism}']};`,
  );
}

export const KNOWN_MECHANISMS = Object.keys(MECHANISMS);
