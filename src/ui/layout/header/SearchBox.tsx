import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from 'react-aria-components/TextField';
import { Button } from '../../kit/Button';
import { Input } from '../../kit/Field';
import { SearchIcon } from '../../kit/Icon';

export interface SearchBoxProps {
  /** The shared search text (kept across pages); the box starts from it and follows it when it changes. */
  searchText: string;
  /** Enter or the Search button: the text as typed, trimmed. */
  onSearch: (text: string) => void;
  className?: string;
}

/** The product search: a search landmark with a labelled input and a Search button. */
export function SearchBox({ searchText, onSearch, className = '' }: SearchBoxProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(searchText);
  const [shared, setShared] = useState(searchText);
  if (searchText !== shared) {
    setShared(searchText);
    setDraft(searchText);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark before Safari 17 and Firefox 118; role="search" is everywhere.
    <form role="search" onSubmit={submit} className={`flex ${className}`}>
      <TextField aria-label={t`Search products`} type="search" value={draft} onChange={setDraft} className="flex-1">
        <Input placeholder={t`Search products`} className="rounded-e-none" />
      </TextField>
      <Button type="submit" size="icon" aria-label={t`Search`} className="rounded-s-none">
        <SearchIcon />
      </Button>
    </form>
  );
}
