import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error message in one column; the ids match `fieldAria`. */
export function Field({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
