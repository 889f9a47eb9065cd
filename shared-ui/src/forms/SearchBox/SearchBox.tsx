import { useState, type FormEvent } from 'react';
import { Button } from '@pashmina/shared-ui';
import { FormField } from '../FormField/FormField';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  id: string;
  /** The search landmark's name, e.g. 'Users'. */
  name: string;
  /** The box's label, e.g. 'Search by email'. */
  label: string;
  hint?: string;
  maxLength: number;
  /** The search as the URL holds it: the box starts from it, and follows it when it changes (Back, a link). */
  value: string;
  /** The trimmed text, on Enter or with the Search button; typing alone searches nothing. */
  onSearch: (text: string) => void;
  className?: string;
}

/** A search form: a labelled search box and its Search button. */
export function SearchBox({ id, name, label, hint, maxLength, value, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form
      role="search"
      aria-label={name}
      className={[styles.search, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <FormField
        id={id}
        label={label}
        hint={hint}
        type="search"
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
