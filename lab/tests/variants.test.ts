// The laboratory asks for its variants through the config's switch (LARAVEXT_SPEED, config/speed.ts) in the
// environment of a copy's build or dev server, never by changing the copy's source.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MECHANISMS} from '../../src/plugins/speed/options';
import {readSpeedSwitch} from '../../config/speed';
import {envWithout, mechanismsNamed, WHOLE_PLUGIN_ENV} from '../bench/variants';
import {SITE_VARIANTS} from '../bench/writers';

describe('A/B variants', () => {
  it('every mechanism can be named, and a wrong name still fails', () => {
    assert.deepEqual(mechanismsNamed(Object.keys(MECHANISMS)).sort(), Object.keys(MECHANISMS).sort());
    assert.throws(() => mechanismsNamed(['intl-warmup', 'no-such-thing']), /unknown mechanism "no-such-thing"/);
  });

  it('a copy without a mechanism, or without the plugin, gets it through the switch the config reads', () => {
    for (const name of mechanismsNamed(Object.keys(MECHANISMS))) {
      assert.deepEqual(readSpeedSwitch(envWithout(name).LARAVEXT_SPEED), {on: true, options: {without: [name]}});
    }
    assert.equal(readSpeedSwitch(WHOLE_PLUGIN_ENV.LARAVEXT_SPEED).on, false);
  });

  it("the writers' variants are environments the config reads, each valid", () => {
    for (const {env} of Object.values(SITE_VARIANTS)) {
      assert.deepEqual(Object.keys(env), ['LARAVEXT_SPEED']);
      readSpeedSwitch(env.LARAVEXT_SPEED);
    }
  });
});
