// The search box of a list: typed text is local, the debounced value goes to the URL through onSearch.
import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui';
import { inputClassName } from '../ui/form-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export function SearchField({
  value,
  onSearch,
  label,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('templates');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const debounced = useDebouncedValue(text, 300);

  // The URL changed elsewhere (back button, a link, "clear filters"): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
    // onSearch changes identity with the URL; only the typed text should trigger a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        className={cn(inputClassName, 'pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={t('list.search.clear')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
