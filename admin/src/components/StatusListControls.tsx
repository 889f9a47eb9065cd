import { pillClassName, pillsClassName } from '@pashmina/shared-ui';
import { SearchBox } from '@pashmina/shared-ui/forms';

/** One status filter: its label, and the status it keeps (none: every status). */
export interface StatusFilter<Status extends string> {
  label: string;
  status?: Status;
}

export interface StatusListControlsProps<Status extends string> {
  /** The search box's id, list name and label, and its longest search. */
  search: { id: string; name: string; label: string; maxLength: number };
  filters: readonly StatusFilter<Status>[];
  q: string;
  status: Status | undefined;
  onSearch: (q: string) => void;
  onFilter: (status: Status | undefined) => void;
  className?: string;
}

/** A list's search (applied on Enter) and its status filters: the orders' and the e-mail log's. */
export function StatusListControls<Status extends string>({
  search,
  filters,
  q,
  status,
  onSearch,
  onFilter,
  className,
}: StatusListControlsProps<Status>) {
  return (
    <div className={className}>
      <SearchBox {...search} hint="Press Enter to search" value={q} onSearch={onSearch} />
      <div role="group" aria-label="Filter by status" className={pillsClassName}>
        {filters.map((filter) => {
          const pressed = filter.status === status;
          return (
            <button
              key={filter.label}
              type="button"
              aria-pressed={pressed}
              className={pillClassName(pressed)}
              onClick={() => onFilter(filter.status)}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
