import { Fragment, useId, useLayoutEffect, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SUGGEST_MIN_CHARS, useSearchSuggestions } from '../api/search-suggestions';
import { SEARCH_BUTTON_CLASS, SEARCH_FORM_CLASS, SEARCH_INPUT_CLASS, SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER } from './search-form-style';

type Suggestion =
  | { kind: 'place'; name: string; country: string | null; count: number }
  | { kind: 'experience'; id: number; name: string; location: string | null };

const keyOf = (s: Suggestion) => (s.kind === 'place' ? `place:${s.name}` : `experience:${s.id}`);

export interface SearchBoxProps {
  initial: string;
  onSearch: (q: string) => void;
  onPickPlace: (place: string) => void;
}

/**
 * The search box with as-you-type suggestions (an ARIA combobox through Downshift: arrow keys move, Enter picks,
 * Escape closes). A place narrows the search to it; an experience opens its page; Enter on the text searches it.
 * Loaded after the page's first view: render it through `DeferredSearchBox`.
 */
export function SearchBox({ initial, onSearch, onPickPlace }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useDebouncedValue(text, 200);
  const suggestions = useSearchSuggestions(typed);
  const data = typed.trim().length >= SUGGEST_MIN_CHARS ? suggestions.data : undefined;
  const items: Suggestion[] = [
    ...(data?.places ?? []).map((p) => ({ kind: 'place' as const, ...p })),
    ...(data?.experiences ?? []).map((e) => ({ kind: 'experience' as const, id: e.id, name: e.experience_name, location: e.location })),
  ];
  const firstExperience = items.findIndex((i) => i.kind === 'experience');

  const { isOpen, openMenu, closeMenu, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Suggestion>({
    items,
    inputId: `${id}-q`,
    inputValue: text,
    itemToString: (item) => item?.name ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      // Picking an item must not put its name in the box: a place becomes a filter chip, an experience a page.
      if (type !== useCombobox.stateChangeTypes.ItemClick && type !== useCombobox.stateChangeTypes.InputKeyDownEnter) setText(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (selectedItem.kind === 'place') {
        setText('');
        onPickPlace(selectedItem.name);
      } else {
        void navigate(paths.experience(selectedItem.id));
      }
    },
  });

  // This box may take over the server's HTML after the rest of the page (its code comes later, see
  // DeferredSearchBox): what the visitor typed into that input meanwhile stays, with its suggestions if they are
  // still in the box. Once, when the box starts; from then on every keystroke goes through Downshift.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    setText(input.value);
    if (document.activeElement === input) openMenu();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = isOpen && items.length > 0;
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      className={SEARCH_FORM_CLASS}
    >
      <label {...getLabelProps()} className="sr-only">
        Search experiences
      </label>
      <input
        {...getInputProps({
          ref: inputRef,
          maxLength: SEARCH_MAX_LENGTH,
          type: 'search',
          name: 'q',
          // The text follows the input in the keystroke's own event: Downshift reports it in an effect after its
          // render, which first put the old text back into the input, so an Enter pressed before that effect (a fast
          // typist, a paste, a busy phone) searched the words before them, or nothing.
          onChange: (e) => setText(e.currentTarget.value),
          onKeyDown: (e) => {
            // Downshift keeps Enter while its menu is open; with no suggestion highlighted it means "search this text".
            if (e.key === 'Enter' && highlightedIndex < 0) {
              (e.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              e.preventDefault();
              closeMenu();
              onSearch(text.trim());
            }
          },
        })}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        className={SEARCH_INPUT_CLASS}
      />
      <button type="submit" className={SEARCH_BUTTON_CLASS}>
        Search
      </button>
      <ul
        {...getMenuProps({ 'aria-label': 'Suggestions' })}
        className={`absolute left-0 right-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-2xl bg-white py-2 shadow-xl ring-1 ring-stone-200 ${open ? '' : 'hidden'}`}
      >
        {open &&
          items.map((item, index) => (
            <Fragment key={keyOf(item)}>
              {(index === 0 || index === firstExperience) && (
                <li role="presentation" aria-hidden="true" className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-500">
                  {item.kind === 'place' ? 'Places' : 'Experiences'}
                </li>
              )}
              <li
                {...getItemProps({ item, index })}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 ${highlightedIndex === index ? 'bg-emerald-50 text-emerald-950' : 'text-stone-800'}`}
              >
                <span className="min-w-0 truncate">
                  <span className="font-medium">{item.name}</span>
                  {item.kind === 'place' && item.country && <span className="text-stone-500">, {item.country}</span>}
                  {item.kind === 'experience' && item.location && <span className="block truncate text-sm text-stone-500">{item.location}</span>}
                </span>
                {item.kind === 'place' && (
                  <span className="shrink-0 text-sm text-stone-500">
                    {item.count} {item.count === 1 ? 'experience' : 'experiences'}
                  </span>
                )}
              </li>
            </Fragment>
          ))}
      </ul>
    </form>
  );
}
