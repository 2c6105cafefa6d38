import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** Marks the history entries the box itself wrote, so their echo is not taken for a change from outside. */
const TYPED = { typedInSearchBox: true } as const;

/**
 * The text of a search box that lives in the URL (`?q=`), so a search can be shared, reloaded and restored by Back.
 *
 * The box shows its own state, not the URL's: the router commits a navigation in a transition, after the keystroke,
 * and an input whose value waited for it would move the caret to the end whenever a letter is typed mid-word. Each
 * change is written to the URL (replacing the entry, marked as the box's own); any other change of the URL — a link,
 * Back or Forward — becomes the box's text.
 */
export function useSearchParamText(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = params.get(name) ?? '';
  const [text, setText] = useState(fromUrl);
  const [seen, setSeen] = useState(location.key);

  if (location.key !== seen) {
    setSeen(location.key);
    const ownEcho = navigationType === 'REPLACE' && (location.state as typeof TYPED | null)?.typedInSearchBox === true;
    if (!ownEcho && fromUrl !== text) setText(fromUrl);
  }

  const change = (value: string) => {
    setText(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true, state: TYPED },
    );
  };
  return [text, change];
}
