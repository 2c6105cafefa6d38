import { lazy, memo, Suspense, type ComponentType } from 'react';
import { paths } from '@/config/paths';
import { SearchBox as ServerSearchBox, type SearchBoxProps } from './search-box';
import { SEARCH_BUTTON_CLASS, SEARCH_FORM_CLASS, SEARCH_INPUT_CLASS, SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER } from './search-form-style';

/**
 * The search box comes after the search page's first view (decision 014): with Downshift it is 8 KB sent, which the
 * page's 120 KB cannot hold. The server renders it whole (the static import above, which the browser build drops).
 * The browser starts fetching it as soon as this module runs, with the page's own code, and hydrates the page
 * without waiting for it: a Suspense boundary that suspends while hydrating keeps the server's HTML, and React
 * hydrates it when the code arrives. The box is never swapped for another: until then it is the server's <input>
 * in a plain form (Enter loads the page with `?q=`), and the box then keeps what was typed into it (search-box.tsx).
 *
 * React would draw the boundary anew, with another <input>, if something re-rendered it before it hydrated, unless
 * the update is a navigation (a transition, which waits for it). So the box is memoised, its props keep their
 * identity until the next navigation, and a navigation to this page waits for the box's code (`preloadSearchBox`,
 * the route's `preload`) as it waits for the page's own chunk.
 */
const download: Promise<ComponentType<SearchBoxProps>> | undefined = import.meta.env.SSR
  ? undefined
  : import('./search-box').then(
      (module) => module.SearchBox,
      // Not fetched (offline, a newer deploy): the plain form takes the box's place, and the page goes on working.
      () => PlainSearchForm,
    );

/** For the route's loader: resolves once the box's code is here (or could not be fetched). */
export const preloadSearchBox = (): Promise<unknown> => download ?? Promise.resolve();

// `import.meta.env.SSR` is a constant of each build, so the browser's drops the static import of the box.
const SearchBox = import.meta.env.SSR ? ServerSearchBox : lazy(async () => ({ default: await download! }));

/**
 * The search box as a form that needs no script (it loads the page with `?q=`): drawn only if the box must be drawn
 * in the browser before its code is here, or if that code could not be fetched.
 */
function PlainSearchForm({ initial }: Pick<SearchBoxProps, 'initial'>) {
  return (
    <form role="search" action={paths.search()} className={SEARCH_FORM_CLASS}>
      <input
        type="search"
        name="q"
        defaultValue={initial}
        maxLength={SEARCH_MAX_LENGTH}
        aria-label="Search experiences"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        className={SEARCH_INPUT_CLASS}
      />
      <button type="submit" className={SEARCH_BUTTON_CLASS}>
        Search
      </button>
    </form>
  );
}

export const DeferredSearchBox = memo(function DeferredSearchBox(props: SearchBoxProps) {
  return (
    <Suspense fallback={<PlainSearchForm initial={props.initial} />}>
      <SearchBox {...props} />
    </Suspense>
  );
});
