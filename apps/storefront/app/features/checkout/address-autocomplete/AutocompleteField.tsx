import type { AddressSuggestion, AddressSuggestionContext, AddressSuggestionKind } from '@storefront/core';
import { useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { fieldAria } from '../../../ui/field-aria';
import { useAddressSuggestions } from './use-address-suggestions';
import './autocomplete-field.css';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

export interface AutocompleteFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  kind: AddressSuggestionKind;
  context: AddressSuggestionContext;
  error?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** The whole suggestion chosen (its ISO `code` for a country or a region), after `onChange` got its value. */
  onSuggestion?(suggestion: AddressSuggestion): void;
}

/**
 * An address text field that suggests places as the shopper types: an ARIA 1.2 combobox with a list (arrow keys move,
 * Enter chooses, Escape closes, the number of suggestions is announced). Before the script runs, and without it, it
 * is a plain text input of the form, so the form never depends on the completion.
 */
export function AutocompleteField({
  id,
  name,
  label,
  value,
  onChange,
  kind,
  context,
  error,
  autoComplete,
  required,
  disabled,
  onSuggestion,
}: AutocompleteFieldProps) {
  const t = useTranslate();
  // The server's HTML (and a browser without the script) gets the plain input; the hydrated page the combobox.
  const enhanced = useSyncExternalStore(noSubscription, inBrowser, onServer);
  // What the shopper typed that the list answers; null while the list is closed.
  const [query, setQuery] = useState<string | null>(null);
  const answer = useAddressSuggestions(kind, query, context);
  // The highlighted suggestion belongs to one answer: a new answer starts with none.
  const [highlight, setHighlight] = useState({ answer, index: -1 });
  const active = highlight.answer === answer ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ answer, index });
  const suggestions = query === null ? [] : answer.suggestions;
  const open = suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const close = () => {
    setQuery(null);
  };
  const choose = (suggestion: AddressSuggestion) => {
    onChange(suggestion.value);
    onSuggestion?.(suggestion);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery(value);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const suggestion = suggestions[Number(option?.dataset.index)];
    if (suggestion) choose(suggestion);
  };

  const combobox = enhanced
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': listId,
        ...(open && active >= 0 && { 'aria-activedescendant': optionId(active) }),
        onKeyDown,
        onBlur: close,
      }
    : {};
  const announcement = !open
    ? ''
    : suggestions.length === 1
      ? t('One suggestion available.')
      : t('{count} suggestions available.', { count: suggestions.length });

  return (
    <Field id={id} label={label} error={error}>
      <div className="autocomplete">
        <input
          id={id}
          name={name}
          type="text"
          className="ui-input"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
          }}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          {...fieldAria(id, { error })}
          {...combobox}
        />
        {enhanced && (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses through the combobox input (arrow keys, Enter), which keeps the focus
          <ul
            id={listId}
            role="listbox"
            aria-label={t('Suggestions')}
            className="autocomplete-list"
            hidden={!open}
            // The input keeps the focus (and so the keyboard) while a suggestion is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onListClick}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.label}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-index={index}
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
        )}
      </div>
      {enhanced && (
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      )}
    </Field>
  );
}
