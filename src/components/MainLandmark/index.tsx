import {createContext, useContext} from 'react';

/**
 * Set by a page whose own component renders the theme's `Layout` without a `<main>` (the search plugin's page): the
 * site's `Layout` wrapper then puts the page's content in one, the landmark every page needs (axe `landmark-one-main`,
 * `region`).
 */
export const MainLandmarkContext = createContext(false);

export const useMainLandmark = (): boolean => useContext(MainLandmarkContext);
