/**
 * How the laboratory takes a speed mechanism out of its copy of the site (ab.ts). Most go through the speed plugin's
 * `without` option (LARAVEXT_WITHOUT, config/without.ts): what the plugin adds through its lifecycles. A mechanism
 * that lives in the theme wrappers (`IN_WRAPPERS` in src/plugins/speed/options.ts) has no switch in the product:
 * its edit here rewrites the copy's source, and the site itself never sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {IN_WRAPPERS, MECHANISMS, parseWithout, type Mechanism} from '../../src/plugins/speed/options';

/** `keep-mounted` out: the wrappers' hydration flag passes the real one through, so the theme remounts as it does. */
const PASS_THROUGH_FLAG = `import type {ReactNode} from 'react';

export function KeepMounted({children}: {children: ReactNode}): ReactNode {
  return children;
}

export function RestoreIsBrowser({children}: {children: ReactNode}): ReactNode {
  return children;
}
`;

const SOURCE_EDITS: Record<string, (siteDir: string) => void> = {
  'keep-mounted': (siteDir) =>
    fs.writeFileSync(path.join(siteDir, 'src', 'plugins', 'speed', 'HydrationFlag.tsx'), PASS_THROUGH_FLAG),
};

for (const name of IN_WRAPPERS) {
  if (!SOURCE_EDITS[name]) throw new Error(`lab/bench/variants.ts: no source edit takes "${name}" out`);
}

/** The mechanisms named, checked: option names and wrapper names alike. */
export function mechanismsNamed(names: string[]): Mechanism[] {
  const inWrappers = names.filter((n): n is Mechanism => IN_WRAPPERS.includes(n as Mechanism));
  const rest = parseWithout(names.filter((n) => !inWrappers.includes(n as Mechanism)));
  return [...new Set([...inWrappers, ...rest])];
}

/** The build environment of a copy without `mechanism`, after its source edit, if it has one, is applied. */
export function takeOut(siteDir: string, mechanism: Mechanism): Record<string, string> {
  const edit = SOURCE_EDITS[mechanism];
  if (edit) {
    edit(siteDir);
    return {LARAVEXT_WITHOUT: ''};
  }
  return {LARAVEXT_WITHOUT: mechanism};
}

export const KNOWN_MECHANISMS = Object.keys(MECHANISMS);
