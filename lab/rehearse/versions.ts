/** Pure version picking for the rehearsal: which canary, which Node, which React (no registry access here). */
import semver from 'semver';

/** Canary versions (`x.y.z-canary-N`), newest first: by release, then by canary build number. */
export function canariesNewestFirst(versions: string[]): string[] {
  return versions
    .filter((v) => /-canary-\d+$/.test(v) && semver.valid(v))
    .sort((a, b) => semver.rcompare(a, b) || canaryNumber(b) - canaryNumber(a));
}

const canaryNumber = (v: string) => Number(/-canary-(\d+)$/.exec(v)?.[1] ?? 0);

/** What the registry says of `name@version`, or null when it is not published. */
export type Lookup = (
  name: string,
  version: string,
) => Promise<{dependencies: Record<string, string>; peerDependencies: Record<string, string>} | null>;

/** A closure's peer requirements on packages outside `@docusaurus/*`: peer name -> the ranges asked, by whom. */
export type Peers = Record<string, {range: string; by: string}[]>;

/**
 * Every `@docusaurus/*` package that installing `roots` at `version` pulls in, through dependencies pinned to that same
 * version. `missing` lists those the registry does not have: the canary cannot be installed then.
 */
export async function docusaurusClosure(
  roots: string[],
  version: string,
  lookup: Lookup,
): Promise<{packages: string[]; missing: string[]; peers: Peers}> {
  const seen = new Set<string>();
  const missing: string[] = [];
  const peers: Peers = {};
  const queue = [...roots];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const found = await lookup(name, version);
    if (found === null) {
      missing.push(name);
      continue;
    }
    for (const [dep, range] of Object.entries(found.dependencies))
      if (dep.startsWith('@docusaurus/') && range === version && !seen.has(dep)) queue.push(dep);
    for (const [peer, range] of Object.entries(found.peerDependencies))
      if (!peer.startsWith('@docusaurus/')) (peers[peer] ??= []).push({range, by: name});
  }
  return {packages: [...seen].sort(), missing: missing.sort(), peers};
}

/** The newest canary whose whole `@docusaurus/*` closure is published, and why the newer ones were skipped. */
export async function pickCanary(
  versions: string[],
  roots: string[],
  lookup: Lookup,
): Promise<{
  version: string;
  packages: string[];
  peers: Peers;
  skipped: {version: string; missing: string[]}[];
} | null> {
  const skipped: {version: string; missing: string[]}[] = [];
  for (const version of canariesNewestFirst(versions)) {
    const {packages, missing, peers} = await docusaurusClosure(roots, version, lookup);
    if (missing.length === 0) return {version, packages, peers, skipped};
    skipped.push({version, missing});
  }
  return null;
}

/**
 * The Node to rehearse with: the newest release of the oldest major line that satisfies `range` (the line a
 * maintainer would move the site to), or null when none does.
 */
export function pickNode(versions: string[], range: string): string | null {
  const ok = versions.filter((v) => semver.valid(v) && !semver.prerelease(v) && semver.satisfies(v, range));
  if (ok.length === 0) return null;
  const lowestMajor = Math.min(...ok.map((v) => semver.major(v)));
  return semver.maxSatisfying(
    ok.filter((v) => semver.major(v) === lowestMajor),
    '*',
  );
}

/**
 * The range to install for one of our dependencies that the canary's packages ask as a peer (react, react-dom,
 * typescript): ours when its lowest version fits every range asked; else the smallest step, the major line of the
 * lowest version they all accept (`>=6.0` gives `^6.0.0`, not whatever major is newest); else the ranges asked (all of
 * them: semver's space is "and").
 */
export function rangeForPeers(ours: string, asked: string[]): string {
  const min = semver.minVersion(ours);
  if (asked.length === 0 || (min && asked.every((range) => semver.satisfies(min, range)))) return ours;
  // The highest of the lowest versions each range accepts is the lowest they may all accept.
  const lowest = asked
    .map((range) => (semver.validRange(range) ? semver.minVersion(range) : null))
    .reduce<semver.SemVer | null>((a, b) => (a && b ? (semver.gt(a, b) ? a : b) : null), semver.parse('0.0.0'));
  return lowest && asked.every((range) => semver.satisfies(lowest, range))
    ? `^${lowest.version}`
    : [...new Set(asked)].join(' ');
}

/** Our dependencies (name -> range) that must change to meet the canary's peers, with the range to install. */
export function peerBumps(ours: Record<string, string>, peers: Peers): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ours)
      .filter(([name]) => peers[name])
      .map(
        ([name, range]) =>
          [
            name,
            rangeForPeers(
              range,
              peers[name].map((p) => p.range),
            ),
          ] as const,
      )
      .filter(([name, range]) => range !== ours[name]),
  );
}
