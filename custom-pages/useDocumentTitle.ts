import { useEffect } from 'react';

/** The browser tab's title of a page titled `title` ("Institutions - Zabuni"); the product alone without. */
export const documentTitle = (title: string): string => (title ? `${title} - Zabuni` : 'Zabuni');

/**
 * Sets the browser tab's title from the page's title (the route data's title of the spec). Public
 * pages call it through their layout; signed-in pages through the app bar's title (ShellAppBar).
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
