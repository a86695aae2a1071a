import { useLingui } from '@lingui/react/macro';
import {
  type ComponentType,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { TextField } from 'react-aria-components/TextField';
import { Button } from '../../kit/Button';
import { Input } from '../../kit/Field';
import { SearchIcon } from '../../kit/Icon';
import type { SearchSuggestionsListProps, SuggestionKeys } from './SearchSuggestionsList';

export interface SearchBoxProps {
  /** The shared search text (kept across pages); the box starts from it and follows it when it changes. */
  searchText: string;
  /** Enter or the Search button: the text as typed, trimmed. */
  onSearch: (text: string) => void;
  /**
   * A suggestion was chosen: the path of its page. With it the box suggests products, categories and shops as the
   * shopper types (docs/requirements.md §2); without it, it is a plain search box.
   */
  onOpenSuggestion?: (path: string) => void;
  /** Takes the focus when it appears, and lists the suggestions in the flow under it (the phone's search dialog). */
  inDialog?: boolean;
  /** What was typed before the box was here (InlineSearch.tsx's stand-in), when it differs from `searchText`. */
  initialDraft?: string;
  className?: string;
}

type SuggestionsList = ComponentType<SearchSuggestionsListProps>;

// The suggestions (their list, the machine that asks for them, the call) are a chunk of their own, fetched when a
// search box is first focused or typed in: most visits never search. What stays here is the combobox itself
// (React Aria's Autocomplete around the input), so the input the shopper is typing in is never replaced.
let loadedList: SuggestionsList | null = null;
let loading: Promise<SuggestionsList> | null = null;

function loadSuggestionsList(): Promise<SuggestionsList> {
  loading ??= import('./SearchSuggestionsList').then(
    (module) => {
      loadedList = module.SearchSuggestionsList;
      return loadedList;
    },
    (error: unknown) => {
      // Not fetched (offline for a moment): the box searches as ever, and the next focus tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The product search: a search landmark with a labelled input and a Search button, suggesting as one types. */
export function SearchBox({
  searchText,
  onSearch,
  onOpenSuggestion,
  inDialog = false,
  initialDraft,
  className = '',
}: SearchBoxProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initialDraft ?? searchText);
  const [shared, setShared] = useState(searchText);
  // Typed here since the shared text was last taken or searched for: only that is suggested for.
  const [typed, setTyped] = useState(false);
  if (searchText !== shared) {
    setShared(searchText);
    setDraft(searchText);
    setTyped(false);
  }
  const [List, setList] = useState<SuggestionsList | null>(() => (onOpenSuggestion ? loadedList : null));
  const [isExpanded, setExpanded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const keys = useRef<SuggestionKeys | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const wantSuggestions = () => {
    if (!onOpenSuggestion || List) return;
    loadSuggestionsList().then(
      (Loaded) => {
        if (isMounted.current) startTransition(() => setList(() => Loaded));
      },
      () => undefined,
    );
  };

  const changeText = (text: string) => {
    setDraft(text);
    setTyped(true);
    wantSuggestions();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Searched for: nothing more is suggested for this text.
    setTyped(false);
    onSearch(draft.trim());
  };

  const field = (
    <TextField
      aria-label={t`Search products`}
      type="search"
      {...(onOpenSuggestion ? {} : { value: draft, onChange: changeText })}
      onFocus={wantSuggestions}
      onBlur={(event: FocusEvent) => keys.current?.onBlur(event)}
      autoFocus={inDialog}
      className="min-w-0 flex-1"
    >
      <Input
        ref={inputRef}
        placeholder={t`Search products`}
        className="rounded-e-none"
        {...(onOpenSuggestion && {
          role: 'combobox',
          'aria-expanded': isExpanded,
          'aria-haspopup': 'listbox' as const,
          enterKeyHint: 'search' as const,
          onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => keys.current?.onKeyDownCapture(event),
        })}
      />
    </TextField>
  );

  let body: ReactNode = field;
  if (onOpenSuggestion) {
    body = (
      // Enter searches unless the shopper moved to a suggestion: typing alone highlights none.
      <Autocomplete inputValue={draft} onInputChange={changeText} disableAutoFocusFirst>
        {field}
        {List && (
          <List
            text={draft}
            typed={typed}
            inputRef={inputRef}
            keys={keys}
            onExpandedChange={setExpanded}
            onAnnounce={setAnnouncement}
            onOpenSuggestion={onOpenSuggestion}
            listInline={inDialog}
          />
        )}
      </Autocomplete>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark before Safari 17 and Firefox 118; role="search" is everywhere.
    <form role="search" onSubmit={submit} className={`relative flex flex-wrap ${className}`}>
      {body}
      <Button type="submit" size="icon" aria-label={t`Search`} className="rounded-s-none">
        <SearchIcon />
      </Button>
      {/* There from the start, so a screen reader hears the count of suggestions when it is written in. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
