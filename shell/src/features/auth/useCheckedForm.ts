import { useState } from 'react';

/**
 * A form whose fields are checked by `validate`: messages appear on the first submit, then follow the typing, so
 * fixing a field clears its message. `check()` (on submit) returns whether the values are valid, and otherwise
 * focuses the first field in `order` with a message (its element's id is `idPrefix-<field>`).
 */
export function useCheckedForm<Values extends { [K in keyof Values]: string }>(
  initial: Values,
  validate: (values: Values) => Partial<Record<keyof Values, string>>,
  order: readonly { field: keyof Values }[],
  idPrefix: string,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = order.find((f) => found[f.field]);
    if (!first) return true;
    document.getElementById(`${idPrefix}-${String(first.field)}`)?.focus();
    return false;
  };

  return { values, errors, change, check };
}
