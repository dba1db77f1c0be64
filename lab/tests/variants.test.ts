// The laboratory's copies without one mechanism go through the speed plugin's option, set in the copy's
// config/speed.ts; its other variants change one line of the copy too (lab/bench/variants.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {MECHANISMS} from '../../src/plugins/speed/options';
import {mechanismsNamed, SPEED_OPTIONS_LINE, takeOut} from '../bench/variants';
import {SITE_VARIANTS} from '../bench/writers';

const ROOT = path.resolve(__dirname, '..', '..');

/** Runs `check` on a scratch copy holding the site's `file` alone, with the copy's folder and the file's path. */
async function onCopyOf(file: string, check: (copy: string, target: string) => unknown): Promise<void> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-variants-'));
  try {
    const target = path.join(copy, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), target);
    await check(copy, target);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

describe('A/B variants', () => {
  it('every mechanism can be named, and a wrong name still fails', () => {
    assert.deepEqual(mechanismsNamed(Object.keys(MECHANISMS)).sort(), Object.keys(MECHANISMS).sort());
    assert.throws(() => mechanismsNamed(['intl-warmup', 'no-such-thing']), /unknown mechanism "no-such-thing"/);
  });

  it("a copy without a mechanism names it in the copy's speed options, and a changed site fails loudly", () =>
    onCopyOf('config/speed.ts', async (copy, target) => {
      assert.ok(fs.readFileSync(target, 'utf8').split('\n').includes(SPEED_OPTIONS_LINE), 'config/speed.ts changed');
      takeOut(copy, 'intl-warmup');
      const {SPEED_OPTIONS} = (await import(target)) as typeof import('../../config/speed');
      assert.deepEqual(SPEED_OPTIONS, {without: ['intl-warmup']});
      assert.throws(() => takeOut(copy, 'tabs-chunk'), /is there 0 times, not once/);
    }));

  it("the writers' hot-mdx-off copy has no recma plugin in its docs options", () =>
    onCopyOf('config/docs.ts', (copy, target) => {
      SITE_VARIANTS['hot-mdx-off'].edit?.(copy);
      assert.match(fs.readFileSync(target, 'utf8'), /^export const recmaPlugins: .* = \[\];$/m);
    }));
});
