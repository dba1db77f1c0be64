/**
 * What the installed Docusaurus requires of its surroundings: the Node version (`engines.node` of @docusaurus/core)
 * against the Node running and against our package.json `engines`, and the React major its peerDependencies want
 * against the installed react and react-dom.
 */
import semver from 'semver';

export interface Manifest {
  version?: string;
  engines?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Problems with Node: the running one outside core's range, or our `engines.node` allowing what core does not. */
export function nodeEngineProblems(core: Manifest, ours: Manifest, runningNode: string): string[] {
  const wanted = core.engines?.node;
  if (!wanted) return [`@docusaurus/core ${core.version ?? '?'} declares no engines.node: the check sees nothing`];
  const problems: string[] = [];
  if (!semver.satisfies(runningNode, wanted))
    problems.push(`Node ${runningNode} runs this, but @docusaurus/core ${core.version ?? '?'} wants node ${wanted}`);
  const declared = ours.engines?.node;
  if (!declared) problems.push(`package.json declares no engines.node (core wants ${wanted})`);
  else if (!semver.subset(declared, wanted))
    problems.push(
      `package.json engines.node "${declared}" allows Node versions @docusaurus/core ${core.version ?? '?'} ` +
        `does not support ("${wanted}"): raise it`,
    );
  return problems;
}

/** Problems with React: an installed react or react-dom outside the range core's peerDependencies want. */
export function reactPeerProblems(core: Manifest, installed: Record<'react' | 'react-dom', string | null>): string[] {
  const problems: string[] = [];
  for (const name of ['react', 'react-dom'] as const) {
    const wanted = core.peerDependencies?.[name];
    const have = installed[name];
    if (!wanted) problems.push(`@docusaurus/core ${core.version ?? '?'} no longer names ${name} as a peer`);
    else if (!have) problems.push(`${name} is not installed (core wants ${wanted})`);
    else if (!semver.satisfies(have, wanted))
      problems.push(
        `${name} ${have} is installed, but @docusaurus/core ${core.version ?? '?'} wants ${wanted} ` +
          `(major ${semver.minVersion(wanted)?.major ?? '?'})`,
      );
  }
  return problems;
}
