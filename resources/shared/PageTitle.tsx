import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/** The app bar's title holder, which react-admin's AppBar renders (TitlePortal). */
const TITLE_HOLDER = 'react-admin-title';

const findHolder = () =>
  typeof document === 'undefined' ? null : document.getElementById(TITLE_HOLDER);

/**
 * A page's title in the app bar, as react-admin's `<Title>` puts it there, without what that one
 * brings: its title a user can rename in place (PageTitleConfigurable) imports MUI's TextField and
 * Popover into every page that shows a title, the admin home's first load among them (issue 42).
 * A text is translated when it is a key; outside the admin's layout (no app bar) nothing shows.
 */
export const PageTitle = ({ title }: { title: ReactNode }) => {
  const translate = useTranslate();
  const [holder, setHolder] = useState(findHolder);
  // On the layout's first render the app bar's holder is not in the page yet: looked for again once
  // it is (react-admin's <Title> does the same).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHolder((current) => (current && document.body.contains(current) ? current : findHolder()));
  }, []);
  if (!holder) return null;
  const shown = typeof title === 'string' ? translate(title, { _: title }) : title;
  return createPortal(<span>{shown}</span>, holder);
};
