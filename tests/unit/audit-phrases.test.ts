import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {AUDIT_PHRASES, checkAuditPhrases} from '../../src/plugins/content-checks/lib/auditPhrases';

/** At least one sentence per listed phrase; a phrase added to the list without an example here fails the test. */
const CAUGHT: Record<string, string[]> = {
  'old docs': ['The old docs used a different option.', 'The older documentation named it differently.'],
  'the docs say': [
    'The docs say the prop is optional.',
    'the documentation states otherwise',
    'Laravext documentation, written after 1.0, reports it.',
  ],
  'previous docs': [
    'The previous docs imported it from the main package.',
    'Earlier documentation listed three hooks.',
    'Newer Laravext documentation has it.',
    'Both appear in the 1.1 documentation.',
  ],
  'reading the source': [
    'Reading the source, the option is ignored.',
    'We read the source of the router.',
    "Reading the package's source shows it.",
  ],
  'the source shows': [
    'The source shows that it returns null.',
    'the source code confirms it',
    'The source code ignores them.',
  ],
  'in the source': ['In the source, the middleware is never applied.', "The option exists in the command's source."],
  'source check': ['A source check found ten problems.', 'This was source-checked.'],
  inference: ['This is an inference from the router.', 'These inferences may be wrong.'],
  inferred: ['The default is inferred from the config.', 'We infer that it is cached.'],
  'not documented': ['This option is not documented.', "It isn't documented anywhere.", 'It is not yet documented.'],
  undocumented: ['An undocumented prop controls it.'],
  'fact sheet': ['See the fact sheet.', 'The factsheet lists it.', 'per the fact-sheet'],
  'as of the snapshot': ['As of the snapshot, the version is 1.2.1.'],
  'we verified': ['We verified this against 1.2.1.', "We've verified it."],
  audit: ['An audit of the pages found gaps.', 'The pages were audited.'],
  'SRC / DOC / INF label': ['Route caching (SRC) works.', 'DOC-only: the flag.', 'INF: probably cached.'],
  'recent releases': [
    'Recent releases add a localization key.',
    'Recent 1.x releases of the PHP package, such as 1.4.2, add it.',
    '## Keys in recent 1.x releases',
    'It needs the most recent version of the adapter.',
  ],
  'checked against': [
    'It lists the releases the samples were checked against.',
    'checked against.',
    'Every default was checked against the packages.',
    'This table was verified against 1.2.1 of the adapters.',
    'The samples are tested against the starter kits.',
  ],
  'this page was checked': ['This page was checked with the 1.4.2 release.', 'These docs have been verified by hand.'],
  'as of this writing': ['As of this writing, the registry serves 1.1.9.', 'At the time of writing it is unreleased.'],
  'notes/WRITING.md': [
    'The pages follow a house style, written down in `notes/WRITING.md`.',
    'See notes/INTERNALS.md for the details.',
    'The [style guide](https://example.com/notes/WRITING.md) has the rules.',
  ],
};

const page = (body: string) => `---\ntitle: A page\ndescription: Something.\n---\n\n${body}\n`;

describe('audit-style phrase check', () => {
  it('has an example for every phrase in the list', () => {
    assert.deepEqual(
      AUDIT_PHRASES.map((p) => p.phrase).filter((p) => !CAUGHT[p]),
      [],
    );
  });
  for (const [phrase, sentences] of Object.entries(CAUGHT)) {
    for (const sentence of sentences) {
      it(`catches ${phrase}: ${sentence}`, () => {
        const problems = checkAuditPhrases('p.mdx', page(`Intro line.\n\n${sentence}`));
        assert.equal(problems.length, 1, JSON.stringify(problems));
        assert.equal(problems[0].line, 8);
        assert.match(problems[0].message, new RegExp(`\\(${phrase.replace(/[/]/g, '\\/')}\\)`));
      });
    }
  }
  it('checks front matter, headings and admonition titles too', () => {
    const source =
      '---\ntitle: Undocumented options\n---\n\n## What the old docs said\n\n:::warning[Inference]\nText.\n:::\n';
    assert.deepEqual(
      checkAuditPhrases('p.mdx', source).map((p) => p.line),
      [2, 5, 7],
    );
  });
  it('reports each hit once with its line, even where patterns overlap', () => {
    const problems = checkAuditPhrases('p.mdx', 'One.\nThe old docs say so, and the fact sheet too.\n');
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.split(' (')[0]]),
      [
        [2, 'audit-style phrase "old docs"'],
        [2, 'audit-style phrase "fact sheet"'],
      ],
    );
  });
  it('passes clean prose, code blocks, inline code and link targets', () => {
    const source = page(
      [
        'import Thing from "@site/src/components/Audit";',
        '',
        'The `documented` behaviour: `Route::nexus` accepts `middleware` but does not apply it. These docs describe',
        'the 1.x line, documented here. See `src/Router.php` in the package, or [the router](https://github.com/x/audit/src/old-docs).',
        'Run `npm audit` or ``reading the source`` if you like. The `verified` middleware checks email addresses.',
        'Laravel infers nothing here; the docs folder, a doc comment and the Docs tab are fine. ' +
          'Source code lives on GitHub.',
        'A resource shows a record, the sources are on GitHub, and the audition went well. SRCSET and inf are fine.',
        'These docs describe the 1.x line; Laravel 12 is fine. ' +
          'Join in the open-source community and read the open-source license.',
        'GitHub opens the source file. The docs show both frameworks.',
        'A health check against `/health` only shows that a process listens. ' +
          "The version is checked against the server's.",
        'Laravext 1.4.x adds the key; since 1.2.1 the option exists. ' +
          'Recent posts are on the blog. The notes field is fine.',
        'Run `node scripts/check-content.mjs` and `npx cspell` before you send a change.',
        '',
        '```php',
        '// The old docs say: reading the source, inferred, SRC, audit, notes/WRITING.md, checked against 1.2.1.',
        '```',
        '',
        '~~~text',
        'undocumented fact sheet',
        '~~~',
      ].join('\n'),
    );
    assert.deepEqual(checkAuditPhrases('p.mdx', source), []);
  });
});
