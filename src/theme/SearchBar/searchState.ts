export const LOADING_PLACEHOLDER = 'Loading...';
export const READY_PLACEHOLDER = 'Search';
export const FAILED_PLACEHOLDER = 'Search unavailable: reload the page';

/** The plugin wires autocomplete.js onto its input once the index is fetched; that is our "ready" signal. */
export function isIndexReady(root: HTMLElement): boolean {
  return root.querySelector('.algolia-autocomplete input, input[aria-autocomplete]') !== null;
}

/** Ctrl+K, or ⌘K on a Mac: the shortcut the search plugin is configured with (`mod+k`). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
