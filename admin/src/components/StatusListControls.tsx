import { pillClassName, pillsClassName } from '@pashmina/shared-ui/panels';
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
      <FilterPills
        label="Filter by status"
        options={filters.map((filter) => ({ label: filter.label, value: filter.status }))}
        value={status}
        onChange={onFilter}
      />
    </div>
  );
}

/** A row of filter pills, one pressed: a list's status filters, or the orders' payment methods. */
export function FilterPills<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  /** Each pill's label and the value it keeps (none: All). */
  options: readonly { label: string; value?: Value }[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <div role="group" aria-label={label} className={pillsClassName}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            className={pillClassName(pressed)}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
