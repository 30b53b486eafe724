import { useEffect } from 'react';

/** Sets the browser tab's title from the page's title (the route data's title of the spec). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    if (title) document.title = `${title} - Zabuni`;
  }, [title]);
}
