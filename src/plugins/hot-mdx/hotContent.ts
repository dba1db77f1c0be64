/**
 * Client half of hot MDX content (README.md): an edited page's new body replaces the old one inside the same
 * component, so React updates the changed nodes instead of rendering the whole app again.
 *
 * Each MDX module of the dev server ends with `export default hotContent(import.meta.webpackHot, source, shell,
 * MDXContent)` (added by recmaHotContent.ts). The first version of a module makes a "family": one component, mounted
 * by the page, that renders whichever version of the body is newest. A later version of the same module, run by an
 * HMR update, hands its body to the family through `hot.data`, and the mounted component renders it.
 *
 * The update goes on to the app as before (`hot.invalidate()`, the whole app renders again) when the page changed in
 * a way its body does not show:
 * - its shell changed: front matter, title, the excerpt that becomes the description, a named export such as `toc`;
 * - its source did not change at all: the module runs again because a module it imports changed, such as its metadata
 *   (another page's new title is this page's "Next" link) or a component;
 * - no page renders it: another page is open, or an error boundary took its place after a render error.
 */
import {useSyncExternalStore, type ReactNode} from 'react';

type Props = Record<string, unknown>;
type Body = (props?: Props) => ReactNode;

/** The part of webpack's and Rspack's module HMR API (`import.meta.webpackHot`) used here. */
interface Hot {
  readonly data?: {family?: Family};
  accept(): void;
  dispose(handler: (data: {family?: Family}) => void): void;
  invalidate(): void;
}

interface Family {
  body: Body;
  source: string;
  shell: string;
  /** Set when a version invalidated: the version run by that invalidation leaves the app to render. */
  invalidated: boolean;
  readonly listeners: Set<() => void>;
  readonly Content: (props: Props) => ReactNode;
}

function makeFamily(body: Body, source: string, shell: string): Family {
  const family: Family = {
    body,
    source,
    shell,
    invalidated: false,
    listeners: new Set(),
    Content: (props) => {
      const current = useSyncExternalStore(subscribe, latest, latest);
      // Called, not rendered as an element: the body's elements then diff against the previous body's.
      return current(props);
    },
  };
  const subscribe = (listener: () => void) => {
    family.listeners.add(listener);
    return () => family.listeners.delete(listener);
  };
  const latest = () => family.body;
  return family;
}

export function hotContent(hot: Hot | undefined, source: string, shell: string, body: Body): Body {
  if (!hot) return body;
  const previous = hot.data?.family;
  const family = previous ?? makeFamily(body, source, shell);
  hot.dispose((data) => {
    data.family = family;
  });
  hot.accept();
  if (previous) {
    // With no page mounted (another page is open, or an error boundary replaced this one), there is nothing to update
    // in place: the app renders again, as it does without this module.
    const mounted = family.listeners.size > 0;
    const bodyOnly = mounted && !previous.invalidated && previous.shell === shell && previous.source !== source;
    const rerun = previous.invalidated;
    Object.assign(family, {body, source, shell, invalidated: false});
    if (bodyOnly) family.listeners.forEach((listener) => listener());
    else if (!rerun) {
      family.invalidated = true;
      hot.invalidate();
    }
  }
  return family.Content as Body;
}
