import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { MessageKey } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';

export interface AccountFormOptions<T extends Record<string, string>> {
  initial: T;
  /** The core rule of the form: a message per failing field. */
  validate(values: T): Partial<Record<keyof T, MessageKey>>;
  /** Sends valid values; true when they were taken. */
  submit(values: T): Promise<boolean>;
}

/**
 * Binds an account form to its core rule: messages show from the first submit on and follow the typing, the first
 * invalid field takes the focus (keyboard and screen-reader users land on what to fix), and a second submit waits
 * for the first.
 */
export function useAccountForm<T extends Record<string, string>>({ initial, validate, submit }: AccountFormOptions<T>) {
  const t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const errors: Partial<Record<keyof T, MessageKey>> = checked ? validate(values) : {};

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (Object.keys(validate(values)).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      if (await submit(values)) setChecked(false);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    values,
    busy,
    setValues,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** The props of the field `name`: value, change handler and its translated message. */
    field<K extends keyof T & string>(name: K) {
      const message = errors[name];
      return {
        name,
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
          setValues((current) => ({ ...current, [name]: event.target.value })),
        ...(message && { error: t(message) }),
      };
    },
  };
}
