/** What the rehearsal asks the npm registry, through the npm client (one `npm view` per question). */
import {spawnSync} from 'node:child_process';
import type {Lookup} from './versions';

function view(spec: string, fields: string[]): unknown {
  const result = spawnSync('npm', ['view', spec, ...fields, '--json'], {encoding: 'utf8'});
  if (result.status !== 0 || !result.stdout.trim()) return null;
  return JSON.parse(result.stdout) as unknown;
}

/** Every published version of a package. */
export function versionsOf(name: string): string[] {
  const versions = view(name, ['versions']);
  return Array.isArray(versions) ? (versions as string[]) : [];
}

/** `engines` of one published version. */
export function enginesOf(spec: string): Record<string, string> {
  const data = view(spec, ['engines']) as Record<string, string> | null;
  return data ?? {};
}

/** A Lookup over the registry: a version's dependencies, or null when that version is not published. */
export const registryLookup: Lookup = (name, version) => {
  const data = view(`${name}@${version}`, ['version', 'dependencies', 'peerDependencies']);
  // Without the other fields npm prints the version alone; with them, an object.
  if (data === version) return Promise.resolve({dependencies: {}, peerDependencies: {}});
  const found = data as {
    version?: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  } | null;
  return Promise.resolve(
    found?.version === version
      ? {dependencies: found.dependencies ?? {}, peerDependencies: found.peerDependencies ?? {}}
      : null,
  );
};
