/**
 * The largest phone screen (portrait, CSS pixels) that a long page's phone top is sized for: the build estimates how
 * far that top reaches on it (rehype.ts), a browser test checks that it fills it on every page, and the page defers
 * the part between the phone top and the first screens only on a screen no larger (RestAfterPaint.tsx).
 */
export const PHONE_SCREEN = {width: 430, height: 932} as const;

export const PHONE_SCREEN_QUERY = `(max-width: ${PHONE_SCREEN.width}px) and (max-height: ${PHONE_SCREEN.height}px)`;
