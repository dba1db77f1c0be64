/**
 * The config's one switch, `LARAVEXT_SPEED`, which the build, the dev server, the tests and the laboratory read alike:
 *
 * - unset, empty or `on`: the speed plugin (src/plugins/speed) with every mechanism, as production is built;
 * - `off`: no plugin, stock Docusaurus loading (`LARAVEXT_SPEED=off npm test` builds and tests the site that way);
 * - `without:NAME[,NAME...]`: the plugin without the mechanisms named (the laboratory's A/B builds).
 *
 * Any other value, or an unknown mechanism, fails at once and names what there is.
 */
import {parseWithout, type SpeedOptions} from '../src/plugins/speed/options';

export interface SpeedSwitch {
  on: boolean;
  options: SpeedOptions;
}

const WITHOUT = 'without:';

/** What `value` (LARAVEXT_SPEED) asks for. */
export function readSpeedSwitch(value: string | undefined): SpeedSwitch {
  const v = (value ?? '').trim();
  if (v === '' || v === 'on') return {on: true, options: {without: []}};
  if (v === 'off') return {on: false, options: {without: []}};
  if (v.startsWith(WITHOUT)) return {on: true, options: {without: parseWithout(v.slice(WITHOUT.length))}};
  throw new Error(`LARAVEXT_SPEED: "${v}" is none of "on", "off" or "without:NAME,..." (unset means on)`);
}

/** Whether `value` (LARAVEXT_SPEED) keeps the plugin. */
export const speedOn = (value: string | undefined): boolean => readSpeedSwitch(value).on;

const SWITCH = readSpeedSwitch(process.env.LARAVEXT_SPEED);

/** Whether this process builds, serves or tests the site with the speed plugin, from its environment. */
export const SPEED_ON = SWITCH.on;

/** The speed plugin's options, which its config line and its part of the docs' MDX pipeline (config/docs.ts) read. */
export const SPEED_OPTIONS: SpeedOptions = SWITCH.options;
