// The laboratory's copies without one mechanism: the option for what the plugin adds, a source edit for what lives in
// the theme wrappers (lab/bench/variants.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {IN_WRAPPERS, MECHANISMS} from '../../src/plugins/speed/options';
import {mechanismsNamed, takeOut} from '../bench/variants';

const root = path.resolve(__dirname, '../..');
const FLAG = path.join('src', 'plugins', 'speed', 'HydrationFlag.tsx');
const exportsOf = (code: string) => [...code.matchAll(/export function (\w+)/g)].map((m) => m[1]).sort();

describe('A/B variants', () => {
  it('every mechanism can be named, and a wrong name still fails', () => {
    assert.deepEqual(mechanismsNamed(Object.keys(MECHANISMS)).sort(), Object.keys(MECHANISMS).sort());
    assert.throws(() => mechanismsNamed(['keep-mounted', 'no-such-thing']), /unknown mechanism "no-such-thing"/);
  });

  it('a mechanism of the plugin goes through the option; keep-mounted is edited out of the copy only', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'laravext-variant-'));
    fs.mkdirSync(path.dirname(path.join(copy, FLAG)), {recursive: true});
    const original = fs.readFileSync(path.join(root, FLAG), 'utf8');
    fs.writeFileSync(path.join(copy, FLAG), original);
    assert.deepEqual(takeOut(copy, 'intl-warmup'), {LARAVEXT_WITHOUT: 'intl-warmup'});
    assert.equal(fs.readFileSync(path.join(copy, FLAG), 'utf8'), original);
    assert.ok(IN_WRAPPERS.includes('keep-mounted'));
    assert.deepEqual(takeOut(copy, 'keep-mounted'), {LARAVEXT_WITHOUT: ''});
    const edited = fs.readFileSync(path.join(copy, FLAG), 'utf8');
    assert.notEqual(edited, original);
    assert.doesNotMatch(edited, /browserContext/, 'the edited flag still freezes useIsBrowser');
    assert.deepEqual(exportsOf(edited), exportsOf(original), 'the wrappers import names the edit does not export');
    assert.equal(fs.readFileSync(path.join(root, FLAG), 'utf8'), original, 'the site itself was edited');
  });
});
