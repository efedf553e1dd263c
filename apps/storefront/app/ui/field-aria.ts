export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Ties a control to its hint and error message: screen readers read them with the field and hear it is invalid. */
export function fieldAria(id: string, { error, hint }: { error?: string; hint?: string }): FieldAria {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}
