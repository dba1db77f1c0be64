/** Pure: the failing tests of a node:test TAP report (what the rehearsal lists). */

export interface Failure {
  /** The test's name, with its suites' (`suite > test`). */
  name: string;
  /** The test file, relative to the site when the report's locations are inside it. */
  file: string | null;
  /** The failure's message (assertion text or error), without the stack. */
  message: string;
}

const unquote = (value: string) =>
  value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1).replace(/''/g, "'") : value;

/** Failing tests and suites that failed on their own (a suite whose subtests failed is not listed again). */
export function tapFailures(tap: string, siteRoot = ''): Failure[] {
  const lines = tap.split('\n');
  const failures: Failure[] = [];
  const suites: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const subtest = /^( *)# Subtest: (.*)$/.exec(lines[i]);
    if (subtest) {
      suites[subtest[1].length / 4] = subtest[2];
      suites.length = subtest[1].length / 4 + 1;
      continue;
    }
    const fail = /^( *)not ok \d+ - (.*?)(?: # .*)?$/.exec(lines[i]);
    if (!fail) continue;
    const indent = fail[1].length;
    const depth = indent / 4;
    const yaml: string[] = [];
    if (lines[i + 1]?.trim() === '---')
      for (let j = i + 2; j < lines.length && lines[j].trim() !== '...'; j++) yaml.push(lines[j].slice(indent + 2));
    const field = (key: string) => {
      const at = yaml.findIndex((l) => l.startsWith(`${key}: `));
      if (at < 0) return null;
      const value = yaml[at].slice(key.length + 2);
      if (value !== '|-' && value !== '|') return unquote(value);
      const block: string[] = [];
      for (let j = at + 1; j < yaml.length && (yaml[j].startsWith('  ') || yaml[j] === ''); j++)
        block.push(yaml[j].slice(2));
      return block.join('\n');
    };
    if (field('failureType') === 'subtestsFailed') continue;
    const location = field('location');
    const file = location ? location.replace(/:\d+:\d+$/, '') : null;
    failures.push({
      name: [...suites.slice(0, depth), fail[2]].join(' > '),
      file: file && siteRoot && file.startsWith(`${siteRoot}/`) ? file.slice(siteRoot.length + 1) : file,
      message: (field('error') ?? '').trim(),
    });
  }
  return failures;
}
