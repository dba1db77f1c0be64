/**
 * Two parts of the browser's Intl support are slow the first time a page uses them: the default collator behind
 * `localeCompare` (the docs plugin sorts its instances with it to find the active one) and a date formatter (the
 * "Last updated" date). On a phone each first use costs tens of milliseconds, and both fell inside one slice of
 * hydration, making it a long task. Warming them here, each in a task of its own while the page's chunks download,
 * leaves hydration the cheap second use. Nothing depends on these calls: if one throws, nothing is lost.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The options of the theme's last-updated date (`LastUpdated`, through `useDateTimeFormat`). */
export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
  calendar: 'gregory',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

const quietly = (warm: () => void) => () => {
  try {
    warm();
  } catch {
    // A browser without full Intl support formats later, or not at all, exactly as it would have.
  }
};

if (ExecutionEnvironment.canUseDOM) {
  const locale = document.documentElement.lang || undefined;
  // Two timers, two tasks.
  setTimeout(
    quietly(() => 'a'.localeCompare('b')),
    0,
  );
  setTimeout(
    quietly(() => new Intl.DateTimeFormat(locale, LAST_UPDATED_FORMAT).format(0)),
    0,
  );
}

export {};
