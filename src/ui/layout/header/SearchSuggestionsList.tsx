import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { AutocompleteStateContext } from 'react-aria-components/Autocomplete';
import { Collection } from 'react-aria-components/Collection';
import { Header } from 'react-aria-components/Header';
import { ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { useSearchSuggestions } from '../../../app/catalog/use-search-suggestions';
import {
  type SearchSuggestions,
  suggestionCount,
} from '../../../machines/search-suggestions/search-suggestions.machine';
import { Picture } from '../../kit/Picture';

/** What the search box's input hands over to the list: the keys it does not handle itself, and its blur. */
export interface SuggestionKeys {
  onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent) => void;
}

export interface SearchSuggestionsListProps {
  /** The search box's text. */
  text: string;
  /** The text was typed (not taken from the shared search text, nor searched for yet): it is suggested for. */
  typed: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Filled in here: the search box's input calls them. */
  keys: RefObject<SuggestionKeys | null>;
  /** Whether the list is shown (the input's aria-expanded). */
  onExpandedChange: (isExpanded: boolean) => void;
  /** What the search box's live region says: the count of suggestions, or nothing. */
  onAnnounce: (text: string) => void;
  onOpenSuggestion: (path: string) => void;
  /** The list under the box in the page's flow (a dialog) rather than over the page. */
  listInline: boolean;
}

interface Suggestion {
  id: string;
  name: string;
  /** The page it opens. */
  path: string;
  image: string | null;
}

interface SuggestionSection {
  id: string;
  title: string;
  items: Suggestion[];
}

type SectionTitles = { products: string; categories: string; shops: string };

/** The suggestions as the list shows them: Products, Categories, Shops, each only when it has any. */
function sectionsOf(suggestions: SearchSuggestions, titles: SectionTitles): SuggestionSection[] {
  const sections: SuggestionSection[] = [
    {
      id: 'products',
      title: titles.products,
      items: suggestions.products.map((product) => ({
        id: `product-${product.id}`,
        name: product.name,
        path: `/products/${product.id}/details`,
        image: product.thumbnail,
      })),
    },
    {
      id: 'categories',
      title: titles.categories,
      items: suggestions.categories.map((category) => ({
        id: `category-${category.id}`,
        name: category.name,
        path: `/categories/${encodeURIComponent(category.slug)}`,
        image: null,
      })),
    },
    {
      id: 'shops',
      title: titles.shops,
      items: suggestions.shops.map((shop) => ({
        id: `shop-${shop.id}`,
        name: shop.name,
        path: `/shops/${shop.id}`,
        image: shop.logo,
      })),
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}

/**
 * The search box's suggestions (docs/requirements.md §2): after a pause in typing, the products, categories and
 * shops whose names hold the text, in sections, with their pictures, listed under the box. Inside the box's
 * Autocomplete, the arrows move through them and Enter opens the highlighted one; Escape closes the list. Loaded by
 * SearchBox when the box is first focused or typed in.
 *
 * The list is not a popover over a hidden page (React Aria's ComboBox hides the rest of the page from assistive
 * technology while its list is open, links and all): it is shown under the box, and the page stays as it was.
 */
export function SearchSuggestionsList({
  text,
  typed,
  inputRef,
  keys,
  onExpandedChange,
  onAnnounce,
  onOpenSuggestion,
  listInline,
}: SearchSuggestionsListProps) {
  const { t } = useLingui();
  const actor = useSearchSuggestions();
  const autocomplete = useContext(AutocompleteStateContext);
  const shows = useSelector(actor, (snapshot) => !snapshot.matches('idle') && !snapshot.matches('failed'));
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const answered = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  const listRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);

  const sections = shows
    ? sectionsOf(suggestions, { products: t`Products`, categories: t`Categories`, shops: t`Shops` })
    : [];
  const isExpanded = isOpen && sections.length > 0;
  useEffect(() => onExpandedChange(isExpanded), [isExpanded, onExpandedChange]);
  useEffect(() => () => onExpandedChange(false), [onExpandedChange]);

  // The text as typed goes to the machine (also what was typed before this list arrived); a text searched for, or
  // taken from the shared search text, closes it.
  useEffect(() => {
    actor.send(typed ? { type: 'suggestions.text.changed', text } : { type: 'suggestions.closed' });
  }, [actor, text, typed]);

  // New suggestions open the list while the shopper is in the box; a list closed with Escape stays closed till then.
  const shown = useRef(suggestions);
  useEffect(() => {
    if (shown.current === suggestions) return;
    shown.current = suggestions;
    const input = inputRef.current;
    setOpen(input !== null && input === input.ownerDocument.activeElement);
  }, [suggestions, inputRef]);

  const count = suggestionCount(suggestions);
  const announcement = answered
    ? count === 0
      ? t`No suggestions`
      : t`${plural(count, { one: '# suggestion', other: '# suggestions' })}`
    : '';
  useEffect(() => onAnnounce(announcement), [announcement, onAnnounce]);
  useEffect(() => () => onAnnounce(''), [onAnnounce]);

  const close = () => {
    setOpen(false);
    actor.send({ type: 'suggestions.closed' });
  };

  // Runs before Autocomplete's own handler, which passes the key on to the list.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        // Opens the list, and the key goes on to highlight its first (or last) suggestion.
        if (!isExpanded && sections.length > 0) setOpen(true);
        break;
      case 'Escape':
        // Closes the list and no more: the text stays (a search input would clear it), and a dialog around stays.
        if (isExpanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      case 'Enter':
        // A highlighted suggestion is opened by Autocomplete; otherwise the form searches, as it always did.
        if (!isExpanded || autocomplete?.focusedNodeId == null) close();
        break;
    }
  };
  // Focus leaving the box (a click elsewhere, Tab) closes the list; choosing a suggestion keeps it in the box.
  const onBlur = (event: FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  useLayoutEffect(() => {
    keys.current = { onKeyDownCapture, onBlur };
  });
  useEffect(
    () => () => {
      keys.current = null;
    },
    [keys],
  );

  return (
    // Kept on the page while closed, so the arrows can open it and move into it at once.
    <div
      ref={listRef}
      hidden={!isExpanded}
      className={
        listInline ? 'order-last mt-2 basis-full' : 'absolute inset-x-0 top-full z-40 mt-1 rounded-lg shadow-lg'
      }
    >
      <ListBox<SuggestionSection>
        aria-label={t`Search suggestions`}
        items={sections}
        className="max-h-[min(28rem,70vh)] overflow-auto rounded-lg border border-gray-200 bg-white p-1 text-gray-900 outline-hidden forced-colors:bg-[Canvas]"
      >
        {(section) => (
          <ListBoxSection id={section.id} className="pb-1">
            <Header className="px-3 pt-2 pb-1 font-semibold text-gray-700 text-sm">{section.title}</Header>
            <Collection items={section.items}>
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.name}
                  onAction={() => {
                    close();
                    onOpenSuggestion(item.path);
                  }}
                  className={[
                    'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 py-1 text-base text-gray-900 outline-none',
                    'hover:bg-gray-100 focus:bg-primary-700 focus:text-white',
                    'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
                  ].join(' ')}
                >
                  {item.image && (
                    <Picture
                      sizes="40px"
                      src={item.image}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded bg-gray-100 object-cover"
                    />
                  )}
                  <span className="min-w-0 flex-1 truncate">{item.name}</span>
                </ListBoxItem>
              )}
            </Collection>
          </ListBoxSection>
        )}
      </ListBox>
    </div>
  );
}
