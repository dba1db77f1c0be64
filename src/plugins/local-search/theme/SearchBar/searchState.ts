export const LOADING_PLACEHOLDER = 'Loading...';
export const READY_PLACEHOLDER = 'Search';
export const FAILED_PLACEHOLDER = 'Search unavailable';
export const FAILED_MESSAGE = 'The search could not load.';
export const RETRY_LABEL = 'Retry';

/**
 * What the search box is doing: `idle` before first use (nothing is loading: it reads "Search" with the shortcut hint),
 * `loading` while the search code and index are fetched, `ready` once the index is in, `failed` if either could not
 * load (the box says so and offers a retry).
 */
export type SearchState = 'idle' | 'loading' | 'ready' | 'failed';

export function placeholderFor(state: SearchState): string {
  if (state === 'loading') return LOADING_PLACEHOLDER;
  if (state === 'failed') return FAILED_PLACEHOLDER;
  return READY_PLACEHOLDER;
}

/** Ctrl+K, or ⌘K on a Mac: the shortcut the search plugin is configured with (`mod+k`). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Whether the reader is on a Mac (the shortcut is ⌘K there), the way the search plugin tells. */
export function isMac(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac/i.test(platform);
}
