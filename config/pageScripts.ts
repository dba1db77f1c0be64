/**
 * How each built page loads its scripts (rendered by config/ssrTemplate.ts): every script the page needs (Docusaurus's
 * runtime and main bundle, then the page's own chunks) is a preload link, fetched at once, and a small inline script
 * runs them, in order, once the page has painted.
 *
 * - After paint: deferred scripts run as soon as parsing ends, which can be before the first frame; on a slow phone the
 *   reader would look at a blank screen while main.js evaluates and the page hydrates.
 * - Chunks: when main.js asks for a chunk, the bundler's loader finds its script tag by `src` and waits for it instead
 *   of adding its own, so the page's chunks download alongside main.js, not one round trip after it.
 * - Priority: a script preload is fetched at high priority (deferred scripts get low), so the scripts arrive sooner and
 *   the page hydrates sooner. The stylesheet the first paint waits for is requested at the highest priority, which
 *   HTTP/2 and HTTP/3 servers send first.
 */

/** Marks the preload links whose scripts RUN_AFTER_FIRST_PAINT runs. */
export const SCRIPT_LINK_ATTRIBUTE = 'data-run-after-paint';

/**
 * Runs the preloaded scripts, in order, once the page is painted: in the frame after the first one that follows the end
 * of parsing (`requestAnimationFrame`, then a task), or at once in a tab that is hidden (which paints no frame). It sits
 * at the end of <body>, so the whole document is parsed when it runs. Scripts added with `async = false` run in the
 * order they were added, like deferred ones. `src` is set from the attribute as written, the URL the loader compares.
 */
export const RUN_AFTER_FIRST_PAINT =
  '(function(){var started=false;function run(){if(started)return;started=true;' +
  `var links=document.querySelectorAll('link[${SCRIPT_LINK_ATTRIBUTE}]');` +
  "for(var i=0;i<links.length;i++){var script=document.createElement('script');" +
  "script.src=links[i].getAttribute('href');script.async=false;document.head.appendChild(script);}}" +
  "if(document.visibilityState==='hidden'){run();return;}" +
  "document.addEventListener('visibilitychange',run);requestAnimationFrame(function(){setTimeout(run,0);});})();";
