import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {createStorageSlot, useQueryString, useStorageSlot} from '@docusaurus/theme-common';
import {
  chooseFramework,
  FRAMEWORK_ATTRIBUTE,
  FRAMEWORK_GROUP,
  FRAMEWORK_STORAGE_KEY,
} from '@site/src/constants/tabGroups';

/** The framework the page shows now: read from the URL and the storage themselves, never from a render's snapshot. */
function currentChoice(): string {
  const fromQuery = new URLSearchParams(window.location.search).get(FRAMEWORK_GROUP);
  return chooseFramework(fromQuery, createStorageSlot(FRAMEWORK_STORAGE_KEY).get());
}

/**
 * Keeps `<html data-framework>` (set before the first paint by src/plugins/first-paint) on the reader's choice: when
 * they pick a tab (the theme stores the choice and sets `?framework=`), when another browser tab changes the stored
 * choice, and on client-side navigation (the query string may be gone). The CSS of the framework tabs and of
 * `FrameworkOnly` follows the attribute, so what shows changes in the same frame as the tabs' own state.
 *
 * The value is read in the effect, not taken from the hooks' values: while React hydrates, `useStorageSlot` returns the
 * server's snapshot (nothing stored) and would set the default for a frame. The hooks only make the component
 * re-render, and this effect run, when the query string or the stored choice changes.
 */
export function useFrameworkAttribute(): void {
  const [fromQuery] = useQueryString(FRAMEWORK_GROUP);
  const [fromStorage] = useStorageSlot(FRAMEWORK_STORAGE_KEY);
  useIsomorphicLayoutEffect(() => {
    const chosen = currentChoice();
    if (document.documentElement.getAttribute(FRAMEWORK_ATTRIBUTE) !== chosen)
      document.documentElement.setAttribute(FRAMEWORK_ATTRIBUTE, chosen);
  }, [fromQuery, fromStorage]);
}
