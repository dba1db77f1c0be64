/**
 * The attribute theme-classic's inline script sets on `<html>` (`"true"` or `"false"`) to hide a dismissed announcement
 * bar before React runs (notes/INTERNALS.md, "announcement bar early-hide attribute"). The first-paint script and the
 * announcement's content set it to `"false"` when the dismissal was for an older announcement.
 */
export const ANNOUNCEMENT_HIDDEN_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
