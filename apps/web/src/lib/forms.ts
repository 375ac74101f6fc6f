import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormWatch } from 'react-hook-form';

/**
 * Puts the messages of a refusal (`ApiRequestError.fields`, keyed like `age` or `goal.value`) on the form's
 * fields, and moves focus to the first of them on the page. `fields` lists the form's fields in page order;
 * keys the form has no field for are left out. True when any message was shown.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: Partial<Record<string, string>> | undefined,
  fields: readonly Path<T>[],
): boolean {
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(messages ?? {})) {
    const field = key.split('.')[0]!;
    if (message && !byField.has(field)) byField.set(field, message);
  }
  let shown = false;
  for (const field of fields) {
    const message = byField.get(field);
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** What the line under a form says about its last submit. */
export interface FormOutcome {
  tone: 'success' | 'error';
  text: string;
}

/** The line under a form that says how its last submit went; it goes as soon as anything on the form changes. */
export function useFormOutcome<T extends FieldValues>(watch: UseFormWatch<T>) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  useEffect(() => {
    const { unsubscribe } = watch(() => setOutcome(null));
    return unsubscribe;
  }, [watch]);
  return [outcome, setOutcome] as const;
}
