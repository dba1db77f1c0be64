/**
 * Phrases that make a page read like an audit of the framework instead of a guide for its reader: talk about old or
 * missing docs, about reading the source, inferences and checks. The ONE list: `checkAuditPhrases` (run on every
 * page of docs, versioned docs, blog and community by `checkFile`) rejects each of them in prose. Code blocks and
 * inline code are not prose and are not checked. See notes/WRITING.md ("Voice") for what to write instead.
 *
 * Patterns are word-boundaried and case-insensitive, except the bare labels SRC / DOC / INF, which only count in
 * capitals (`src/Router.php` and "doc" are fine). "documented" alone is fine; "not documented" is not. A phrase marked
 * `inCode` is also found inside inline code and link targets (a file name is usually written as code).
 */
import {proseLines} from './extract';
import type {Problem} from './problem';

export interface AuditPhrase {
  /** Short name shown in reports. */
  phrase: string;
  pattern: RegExp;
  /** Why it is rejected / what to write instead. */
  reason: string;
  /** Also match inside inline code and link targets (fenced code blocks stay unchecked). */
  inCode?: boolean;
}

const OLD_DOCS = 'the reader has only these docs: state what the framework does';
const SOURCE = 'state the behaviour itself, not how it was found (a link to a file in the package is fine)';
const UNSURE = 'state checked behaviour plainly, or leave the claim out';
const WRITING = 'speak about the framework, not about how the page was written or checked';

export const AUDIT_PHRASES: readonly AuditPhrase[] = [
  {phrase: 'old docs', pattern: /\bold(?:er)?\s+(?:docs?|documentation)\b/i, reason: OLD_DOCS},
  {
    phrase: 'the docs say',
    pattern:
      /\b(?:docs|documentation)(?:,[^,]{1,40},)?\s+(?:says?|said|claims?|claimed|states?|stated|suggests?|suggested|reports?|reported|mentions?|mentioned)\b/i,
    reason: OLD_DOCS,
  },
  {
    phrase: 'previous docs',
    pattern:
      /\b(?:(?:previous|earlier|former|original|upstream|newer|later)\s+(?:laravext\s+)?(?:docs?|documentation|versions?\s+of\s+(?:the|these)\s+docs)|\d+\.\d+(?:\.\d+)?\s+(?:docs|documentation))\b/i,
    reason: OLD_DOCS,
  },
  {
    phrase: 'reading the source',
    pattern:
      /\bread(?:ing)?\s+(?:the|its|their)\s+(?:(?:package|framework|laravext|php|js|npm)\s+|[\w-]+[’']s\s+)?source\b/i,
    reason: SOURCE,
  },
  {
    phrase: 'the source shows',
    pattern:
      /\bthe\s+source(?:\s+code)?\s+(?:shows?|showed|says?|said|confirms?|confirmed|reveals?|revealed|suggests?|indicates?|ignores?|ignored|does(?:n[’']t)?|never)\b/i,
    reason: SOURCE,
  },
  {phrase: 'in the source', pattern: /\bin\s+(?:the|its)\s+(?:[\w-]+[’']s\s+)?source\b/i, reason: SOURCE},
  {phrase: 'source check', pattern: /\bsource[-\s]check(?:s|ed|ing)?\b/i, reason: SOURCE},
  {phrase: 'inference', pattern: /\binferences?\b/i, reason: UNSURE},
  {phrase: 'inferred', pattern: /\b(?:inferred|we\s+infer)\b/i, reason: UNSURE},
  {
    phrase: 'not documented',
    pattern: /(?:\bnot|n[’']t)\s+(?:(?:been|yet|currently|officially|clearly|well)\s+)*documented\b/i,
    reason: UNSURE,
  },
  {phrase: 'undocumented', pattern: /\bundocumented\b/i, reason: UNSURE},
  {phrase: 'fact sheet', pattern: /\bfact[-\s]?sheets?\b/i, reason: SOURCE},
  {phrase: 'as of the snapshot', pattern: /\bas\s+of\s+(?:the|this)\s+snapshot\b/i, reason: OLD_DOCS},
  {phrase: 'we verified', pattern: /\b(?:we|I)(?:[’']ve|\s+have)?\s+verified\b/i, reason: SOURCE},
  {phrase: 'audit', pattern: /\baudit(?:s|ed|ing|ors?)?\b/i, reason: SOURCE},
  {phrase: 'SRC / DOC / INF label', pattern: /\b(?:SRC|DOC|INF)\b/, reason: 'research labels mean nothing to a reader'},
  {
    // "recent 1.x releases" goes stale and leaves the reader guessing; the number is what they can compare.
    phrase: 'recent releases',
    pattern: /\b(?:most\s+)?recent(?:ly\s+released)?\s+(?:\d+\.x\s+)?(?:releases?|versions?)\b/i,
    reason: 'name the release ("Since 1.2.1, ...", "In 1.4.x, ..."), or link the versions section',
  },
  {
    // What a page was checked against is the site's business; "the version is checked against the server's" is fine.
    phrase: 'checked against',
    pattern:
      /\b(?:checked|verified|tested|validated)\s+against(?:\s*(?:[.,;:)]|$)|\s+(?:(?:the|these|its|their|each|every|all)\s+)?(?:v?\d|(?:npm|composer|php|laravext)\s|packages?\b|code\b|source\b|releases?\b|adapters?\b|example\s+apps?\b|starter\s+kits?\b|(?:repository|repositories)\b))/i,
    reason: WRITING,
  },
  {
    phrase: 'this page was checked',
    pattern:
      /\bth(?:is|ese)\s+(?:page|pages|docs|documentation)\s+(?:was|were|is|are|has\s+been|have\s+been)\s+(?:checked|verified|tested|validated|reviewed)\b/i,
    reason: WRITING,
  },
  {
    phrase: 'as of this writing',
    pattern: /\b(?:as\s+of|at\s+the\s+time\s+of)\s+(?:this\s+)?writing\b/i,
    reason: WRITING,
  },
  {
    // The website's own notes are not published; a reader cannot open them.
    phrase: 'notes/WRITING.md',
    pattern: /(?:\bnotes\/[\w.-]+\.(?:md|json)|\b(?:WRITING|INTERNALS|TESTING)\.md)\b/i,
    reason: "the website's notes are not published: say what the reader needs on the page itself",
    inCode: true,
  },
];

/** Every audit-style phrase in the prose of a page, one problem per hit (overlapping hits reported once). */
/** The same pattern with the `g` flag, for `matchAll`. */
const globalPattern = (pattern: RegExp): RegExp => new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);

export function checkAuditPhrases(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const raw = source.split('\n');
  proseLines(source).forEach((line, i) => {
    // proseLines keeps columns; a non-empty line it empties is fenced code or an import/export line.
    const withCode = line === '' && raw[i].trim() !== '' ? '' : raw[i];
    const hits = AUDIT_PHRASES.flatMap((p) =>
      [...(p.inCode ? withCode : line).matchAll(globalPattern(p.pattern))].map((m) => ({
        p,
        start: m.index,
        end: m.index + m[0].length,
        text: m[0],
      })),
    ).sort((a, b) => a.start - b.start || b.end - a.end);
    let reachedTo = -1;
    for (const h of hits) {
      if (h.start < reachedTo) continue;
      reachedTo = h.end;
      problems.push({file, line: i + 1, message: `audit-style phrase "${h.text}" (${h.p.phrase}): ${h.p.reason}`});
    }
  });
  return problems;
}
