import { useContext, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigationType } from 'react-router';

/** Marks the history entries the box itself wrote, so their echo is not taken for a change from outside. */
const TYPED = { typedInSearchBox: true } as const;

/**
 * The text of a search box that lives in the URL (`?q=`), so a search can be shared, reloaded and restored by Back.
 *
 * The box shows its own state, not the URL's: the router commits a navigation in a transition, after the keystroke,
 * and an input whose value waited for it would move the caret to the end whenever a letter is typed mid-word. Each
 * change is written to the URL (replacing the entry, marked as the box's own); any other change of the URL — a link,
 * Back or Forward — becomes the box's text.
 *
 * Each change starts from the URL the router is heading to, not the one the page last rendered: the router renders a
 * navigation in a transition (after its loaders), so a letter typed just after a click on a filter link would
 * otherwise be written over the old URL and undo the click (the leads inbox kept 'Won' after 'All' was clicked).
 */
export function useSearchParamText(name: string): [string, (value: string) => void] {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const fromUrl = new URLSearchParams(location.search).get(name) ?? '';
  const [text, setText] = useState(fromUrl);
  const [seen, setSeen] = useState(location.key);

  if (location.key !== seen) {
    setSeen(location.key);
    const ownEcho = navigationType === 'REPLACE' && (location.state as typeof TYPED | null)?.typedInSearchBox === true;
    if (!ownEcho && fromUrl !== text) setText(fromUrl);
  }

  const change = (value: string) => {
    setText(value);
    const target = router ? (router.state.navigation.location ?? router.state.location) : location;
    // A navigation to another page is under way: let it land rather than pull the visitor back here.
    if (target.pathname !== location.pathname) return;
    const next = new URLSearchParams(target.search);
    if (value) next.set(name, value);
    else next.delete(name);
    const search = next.toString();
    navigate({ pathname: target.pathname, search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true, state: TYPED });
  };
  return [text, change];
}
