/**
 * The config's one switch: `LARAVEXT_SPEED=off` builds the site (or serves it with `npm start`) without the speed
 * plugin (src/plugins/speed), with stock Docusaurus loading; `LARAVEXT_SPEED=off npm test` builds and tests it that
 * way. Unset, empty or `on`: with the plugin, as production is built. Any other value fails at once.
 */
import type {SpeedOptions} from '../src/plugins/speed/options';

const VALUES = ['', 'on', 'off'];

export function speedOn(value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (!VALUES.includes(v)) throw new Error(`LARAVEXT_SPEED: "${v}" is neither "on" nor "off" (unset means on)`);
  return v !== 'off';
}

/** Whether this process builds, serves or tests the site with the speed plugin, from its environment. */
export const SPEED_ON = speedOn(process.env.LARAVEXT_SPEED);

/**
 * The speed plugin's options, which its config line and its part of the docs' MDX pipeline (config/docs.ts) read:
 * every mechanism in. The laboratory's A/B builds leave a mechanism out by changing this line in their copy of the
 * site (lab/bench/variants.ts).
 */
export const SPEED_OPTIONS: SpeedOptions = {without: []};
