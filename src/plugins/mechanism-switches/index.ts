import type {Plugin} from '@docusaurus/types';
import {THEME_SWITCHES, WITHOUT} from '../../../config/mechanisms';

/**
 * Gives the theme wrappers their switches (config/mechanisms.ts) as build-time constants: `true` when LARAVEXT_WITHOUT
 * names the mechanism, and the wrapper then renders the original component. All `false` in a normal build, where the
 * minifier drops the other branch.
 */
export default function mechanismSwitches(): Plugin {
  return {
    name: 'laravext-mechanism-switches',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const definitions = Object.fromEntries(
        Object.entries(THEME_SWITCHES).map(([constant, mechanism]) => [
          constant,
          JSON.stringify(WITHOUT.has(mechanism)),
        ]),
      );
      return {plugins: [new currentBundler.instance.DefinePlugin(definitions)]};
    },
  };
}
