import { useId, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { pagePath } from '../../site-pages';

/**
 * Starts downloading the index (and the search code, which no page needs before a search) on the
 * first keystroke, so results are ready sooner after the visitor presses Enter.
 */
const warmSearchIndex = () =>
  void import('./site-search').then((search) => search.loadSearchIndex()).catch(() => undefined);

export interface SearchBoxProps {
  /** Current query (controlled), e.g. on the search page. */
  query?: string;
  /** Called on every change of a controlled box. */
  onQueryChange?: (query: string) => void;
  /** Label read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  className?: string;
  /** The text field, e.g. to focus it when the box appears. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The site search form. Without JavaScript it is a plain GET form to /search?q=...; with it,
 * submitting navigates inside the app, and the first keystroke starts loading the index.
 */
export function SearchBox({
  query,
  onQueryChange,
  label = 'Search the site',
  showLabel = false,
  className,
  inputRef,
}: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [ownQuery, setOwnQuery] = useState('');
  const value = query ?? ownQuery;

  const change = (next: string) => {
    if (next.trim()) warmSearchIndex();
    if (onQueryChange) onQueryChange(next);
    else setOwnQuery(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    void navigate(q ? `${pagePath('/search')}?q=${encodeURIComponent(q)}` : pagePath('/search'));
  };

  return (
    <form
      role="search"
      data-pagefind-ignore
      action={`${import.meta.env.BASE_URL}search`}
      method="get"
      onSubmit={submit}
      className={cn('flex items-end gap-2', className)}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className={showLabel ? 'text-sm font-semibold text-slate-800' : 'sr-only'}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full min-w-0 rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
          // An example of what to type, short enough for the box beside the button at 320 px.
          placeholder="e.g. risk-based audit"
        />
      </div>
      <button
        type="submit"
        className="rounded bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}
