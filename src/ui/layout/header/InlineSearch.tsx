import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { codeOnIntent } from '../../../lib/code-on-intent';
import { Button } from '../../kit/Button';
import { inputStyles } from '../../kit/Field';
import { SearchIcon } from '../../kit/Icon';
import { useMediaQuery } from '../use-media-query';
import type { SearchBoxProps } from './SearchBox';

/** The search box's code (React Aria's text field and combobox), fetched where the navbar shows the box. */
export const searchBoxCode = codeOnIntent(() => import('./SearchBox'));

/**
 * From this width the navbar may show the search box: its container (the header) is never wider than the screen,
 * so where this does not match the box is hidden (Navbar.tsx), and the small screens' search dialog takes its place.
 */
const WIDE_ENOUGH = '(min-width: 48rem)';

type InlineSearchProps = Omit<SearchBoxProps, 'inDialog'>;

/**
 * The navbar's search box, built only where it can be shown, so a phone never fetches its code. Until its code is
 * here a plain search form of the same look stands in: it searches with Enter or the button, and what was typed in
 * it carries over. The box takes the stand-in's place only while the stand-in does not have the focus, so no one
 * typing is moved to another field.
 */
export function InlineSearch(props: InlineSearchProps) {
  const isWideEnough = useMediaQuery(WIDE_ENOUGH, true);
  const [loaded, setLoaded] = useState(() => searchBoxCode.current);
  const [draft, setDraft] = useState<string | null>(null);
  const [isFocused, setFocused] = useState(false);
  const [arrived, setArrived] = useState(searchBoxCode.current);

  useEffect(() => {
    if (!isWideEnough || arrived) return;
    let isCurrent = true;
    searchBoxCode.load().then(
      (module) => {
        if (isCurrent) setArrived(module);
      },
      // Not fetched (offline for a moment): the stand-in searches as well, without suggestions.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isWideEnough, arrived]);

  if (arrived && !loaded && !isFocused) setLoaded(arrived);

  if (!isWideEnough) return null;
  if (loaded) return <loaded.SearchBox {...props} initialDraft={draft ?? undefined} />;
  return (
    <SearchStandIn {...props} draft={draft ?? props.searchText} onDraftChange={setDraft} onFocusChange={setFocused} />
  );
}

interface SearchStandInProps extends InlineSearchProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onFocusChange: (isFocused: boolean) => void;
}

/** The search box as it is drawn (SearchBox.tsx), as a plain form. */
function SearchStandIn({ draft, onDraftChange, onFocusChange, onSearch, className = '' }: SearchStandInProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: as SearchBox.tsx: role="search" is a landmark everywhere.
    <form role="search" onSubmit={submit} className={`relative flex flex-wrap ${className}`}>
      <div className="min-w-0 flex-1">
        <input
          type="search"
          aria-label={t`Search products`}
          placeholder={t`Search products`}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          className={`${inputStyles} rounded-e-none`}
        />
      </div>
      <Button type="submit" size="icon" aria-label={t`Search`} className="rounded-s-none">
        <SearchIcon />
      </Button>
    </form>
  );
}
