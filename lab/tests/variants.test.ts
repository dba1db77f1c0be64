// The laboratory's copies without one mechanism go through the speed plugin's option (lab/bench/variants.ts).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MECHANISMS} from '../../src/plugins/speed/options';
import {mechanismsNamed, takeOut} from '../bench/variants';

describe('A/B variants', () => {
  it('every mechanism can be named, and a wrong name still fails', () => {
    assert.deepEqual(mechanismsNamed(Object.keys(MECHANISMS)).sort(), Object.keys(MECHANISMS).sort());
    assert.throws(() => mechanismsNamed(['intl-warmup', 'no-such-thing']), /unknown mechanism "no-such-thing"/);
  });

  it('a copy without a mechanism is built with the option naming it', () => {
    assert.deepEqual(takeOut('/nowhere', 'intl-warmup'), {LARAVEXT_WITHOUT: 'intl-warmup'});
  });
});
