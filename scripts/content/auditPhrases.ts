/**
 * Phrases that make a page read like an audit of the framework instead of a guide for its reader: talk about old or
 * missing docs, about reading the source, inferences and checks. The ONE list: `checkAuditPhrases` (run on every
 * page of docs, versioned docs, blog and community by `checkFile`) rejects each of them in prose. Code blocks and
 * inline code are not prose and are not checked. See notes/WRITING.md ("Voice") for what to write instead.
 *
 * Patterns are word-boundaried and case-insensitive, except the bare labels SRC / DOC / INF, which only count in
 * capitals (`src/Router.php` and "doc" are fine). "documented" alone is fine; "not documented" is not.
 */
import {proseLines} from './extract';
import type {Problem} from './checks';

export interface AuditPhrase {
  /** Short name shown in reports. */
  phrase: string;
  pattern: RegExp;
  /** Why it is rejected / what to write instead. */
  reason: string;
}

const OLD_DOCS = 'the reader has only these docs: state what the framework does';
const SOURCE = 'state the behaviour itself, not how it was found (a link to a file in the package is fine)';
const UNSURE = 'state checked behaviour plainly, or leave the claim out';

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
];

/** Every audit-style phrase in the prose of a page, one problem per hit (overlapping hits reported once). */
export function checkAuditPhrases(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  proseLines(source).forEach((line, i) => {
    const hits = AUDIT_PHRASES.flatMap((p) =>
      [...line.matchAll(new RegExp(p.pattern.source, `${p.pattern.flags.replace('g', '')}g`))].map((m) => ({
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
