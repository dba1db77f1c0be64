/**
 * Stands in for the classic theme's `nprogress` client module (the speed plugin's alias, ../index.ts,
 * `progress-bar-on-navigation`): the theme's module, with the NProgress library, loads when the first client-side
 * navigation starts, not with main.js, and then does what it always does (a bar at the top of the page when the next
 * page takes more than 200 ms). A first page load never shows the bar, so it never needed them (1.6 KB gzip).
 */
import type {ClientModule} from '@docusaurus/types';

type Args = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

let theme: Promise<ClientModule> | undefined;
// The theme's module itself: the request names the file, so the alias (an exact match on its path) does not apply.
const loadTheme = () =>
  (theme ??= import(/* webpackChunkName: "progress-bar" */ '@docusaurus/theme-classic/lib/nprogress.js').then(
    (module: {default: ClientModule}) => module.default,
    (error: unknown) => {
      theme = undefined; // No bar this time; the next navigation asks again.
      throw error;
    },
  ));

const progressBarOnNavigation: ClientModule = {
  onRouteUpdate(args: Args) {
    // The theme's condition: another page, not the first one, nor a new hash or query.
    if (!args.previousLocation || args.location.pathname === args.previousLocation.pathname) return undefined;
    let cancelled = false;
    let cleanup: (() => void) | void;
    loadTheme().then(
      (module) => {
        if (!cancelled) cleanup = module.onRouteUpdate?.(args);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  },
  onRouteDidUpdate(args: Args) {
    void theme?.then((module) => module.onRouteDidUpdate?.(args)).catch(() => {});
  },
};

export default progressBarOnNavigation;
