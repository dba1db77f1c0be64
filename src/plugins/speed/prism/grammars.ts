/**
 * Grammar set-up, off the critical path. Registering a Prism grammar is not free: grammars that extend others walk
 * every grammar registered before them, which adds up to tens of milliseconds on a phone. Done while the page's
 * modules load, it made one long task with them. Set-ups queued here run in a browser one per task, as soon as
 * the page's script is evaluated; whatever has not run by the time a code block renders runs then, at once (on the
 * server, that is the first block), so no block is ever highlighted without its grammar.
 */
type Setup = () => void;

const pending: Setup[] = [];
let scheduled = false;

function runNext(): void {
  pending.shift()?.();
  scheduled = pending.length > 0;
  if (scheduled) setTimeout(runNext, 0);
}

/** Queues a set-up (in order: a grammar that extends another comes after it). */
export function queueGrammarSetup(setup: Setup): void {
  pending.push(setup);
  if (!scheduled && typeof window !== 'undefined') {
    scheduled = true;
    setTimeout(runNext, 0);
  }
}

/** Runs every queued set-up now. */
export function ensureGrammars(): void {
  while (pending.length > 0) pending.shift()!();
}
