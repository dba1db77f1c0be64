// The GitHub Actions workflow tests the site where the tests are written (Debian bookworm, the oldest Node of
// package.json's `engines`) and on the active LTS, and deploys exactly the build the LTS run's tests passed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {parse} from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const FILE = '.github/workflows/deploy.yml';

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on'?: string;
  container?: string | {image?: string};
  strategy?: {matrix?: {include?: {node?: number | string; tests?: string; deploys?: boolean}[]}};
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps?: Step[];
}

const workflow = parse(fs.readFileSync(path.join(ROOT, FILE), 'utf8')) as {jobs?: Record<string, Job>};
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {engines?: {node?: string}};

/** The Node major that package.json's `engines.node` starts at: ">=20.0" → 20. */
function enginesMajor(): number {
  const m = /^\s*(?:>=|\^|~)?\s*v?(\d+)/.exec(pkg.engines?.node ?? '');
  assert.ok(m, `package.json engines.node "${pkg.engines?.node}" names no version`);
  return Number(m[1]);
}

function job(name: string): Job {
  const j = workflow.jobs?.[name];
  assert.ok(j, `${FILE} has no job "${name}"`);
  return j;
}

const steps = (j: Job) => j.steps ?? [];
/** The step that runs `npm test` or `npm run test:full`, as the matrix entry says. */
const runsTests = (s: Step) => s.run?.trim() === 'npm run ${{ matrix.tests }}';
const stepIndex = (j: Job, match: (s: Step) => boolean, what: string) => {
  const i = steps(j).findIndex(match);
  assert.ok(i > -1, `${FILE}: the test job has no step that ${what}`);
  return i;
};

describe(`${FILE}`, () => {
  const test = job('test');

  it("runs the tests in Debian bookworm, on the oldest Node of package.json's engines and on the deployed LTS", () => {
    const image = typeof test.container === 'string' ? test.container : test.container?.image;
    assert.ok(image, 'the test job runs on the runner itself, not in a Debian container');
    assert.equal(
      image,
      'node:${{ matrix.node }}-bookworm',
      'the image is node:<major>-bookworm (full image: git, root)',
    );
    const include = test.strategy?.matrix?.include ?? [];
    const majors = include.map((entry) => Number(entry.node));
    assert.ok(
      majors.includes(enginesMajor()),
      `no test on engines' oldest Node ${enginesMajor()}: ${majors.join(', ')}`,
    );
    const deployed = include.filter((entry) => entry.deploys === true);
    assert.equal(deployed.length, 1, 'exactly one Node builds what is deployed');
    assert.equal(Number(deployed[0].node), Math.max(...majors), 'the newest Node builds what is deployed');
    assert.ok(Number(deployed[0].node) >= 24 && Number(deployed[0].node) % 2 === 0, 'the deployed Node is an LTS line');
    // The deployed build passed every case (scripts/lib/depth.ts); the other Node runs the gate, as `npm test` does.
    for (const entry of include) assert.equal(entry.tests, entry.deploys ? 'test:full' : 'test', `Node ${entry.node}`);
    for (const s of steps(test).filter((x) => x.uses?.startsWith('actions/setup-node'))) {
      assert.fail(`setup-node (${String(s.with?.['node-version'])}) would replace the image's Node`);
    }
  });

  it('installs the system packages, then runs the tests on a full git history', () => {
    const checkout = stepIndex(test, (s) => !!s.uses?.startsWith('actions/checkout'), 'checks out the repository');
    assert.equal(steps(test)[checkout].with?.['fetch-depth'], 0, 'a shallow clone has no "last updated" dates');
    const deps = stepIndex(test, (s) => /scripts\/ensure-deps\.mjs --test/.test(s.run ?? ''), 'runs ensure-deps');
    const npmTest = stepIndex(test, runsTests, 'runs the tests');
    assert.ok(checkout < deps && deps < npmTest, 'checkout, system packages, tests: out of order');
  });

  it('uploads the build/ that the tests just tested, and deploys that artifact from main', () => {
    const npmTest = stepIndex(test, runsTests, 'runs the tests');
    const upload = stepIndex(
      test,
      (s) => !!s.uses?.startsWith('actions/upload-pages-artifact'),
      'uploads the Pages artifact',
    );
    assert.equal(upload, npmTest + 1, 'a step between the tests and the upload could change build/');
    assert.match(String(steps(test)[upload].if), /^matrix\.deploys && /, 'every Node would upload a build');
    assert.equal(steps(test)[upload].with?.path, 'build');
    const deploy = job('deploy');
    assert.deepEqual([deploy.needs].flat(), ['test']);
    assert.ok(
      steps(deploy).some((s) => s.uses?.startsWith('actions/deploy-pages')),
      'no deploy-pages step',
    );
    assert.deepEqual(deploy.permissions, {pages: 'write', 'id-token': 'write'});
  });
});
