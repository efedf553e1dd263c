// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import type * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutocompleteField } from './AutocompleteField';

vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useRouteLoaderData: () => undefined,
}));

afterEach(cleanup);

function CityField({ onSuggestion }: { onSuggestion?: (code?: string) => void }) {
  const [city, setCity] = useState('');
  return (
    <form>
      <AutocompleteField
        id="city"
        name="city"
        label="City"
        value={city}
        onChange={setCity}
        kind="city"
        context={{ country: 'PL' }}
        autoComplete="address-level2"
        onSuggestion={(suggestion) => onSuggestion?.(suggestion.code)}
      />
    </form>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
const options = () => screen.queryAllByRole('option');

async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  // The shipped city list is loaded on the first query; the field waits for a pause in typing.
  await screen.findAllByRole('option', {}, { timeout: 3000 });
}

describe('AutocompleteField', () => {
  it('is a plain text input of the form in the server HTML', () => {
    const html = renderToString(
      <AutocompleteField
        id="city"
        name="city"
        label="City"
        value="Wrocław"
        onChange={() => undefined}
        kind="city"
        context={{}}
      />,
    );
    expect(html).toContain('name="city"');
    expect(html).toContain('value="Wrocław"');
    expect(html).not.toContain('combobox');
    expect(html).not.toContain('listbox');
  });

  it('lists suggestions as the shopper types and announces their number', async () => {
    render(<CityField />);
    expect(input()).toHaveProperty('ariaExpanded', 'false');
    await type('kr');
    expect(options().map((option) => option.textContent)).toContain('Kraków');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('status').textContent).toMatch(/^(One suggestion|\d+ suggestions) available\.$/);
  });

  it('moves through the list with the arrow keys, wrapping, and chooses with Enter', async () => {
    render(<CityField />);
    await type('wro');
    expect(options()).toHaveLength(1);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    const enter = fireEvent.keyDown(input(), { key: 'Enter' });
    // Enter chose the suggestion instead of submitting the form.
    expect(enter).toBe(false);
    expect(input().value).toBe('Wrocław');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, keeping what was typed, and Enter then is the form’s', async () => {
    render(<CityField />);
    await type('gd');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(options()).toHaveLength(0);
    expect(input().value).toBe('gd');
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    // The arrow key opens the list again for what is in the field.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await screen.findAllByRole('option');
  });

  it('chooses a suggestion by mouse without taking the focus from the input', async () => {
    const chosen = vi.fn();
    render(<CityField onSuggestion={chosen} />);
    input().focus();
    await type('poz');
    const option = screen.getByRole('option', { name: 'Poznań' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(input().value).toBe('Poznań');
    expect(chosen).toHaveBeenCalledWith(undefined);
    expect(document.activeElement).toBe(input());
  });

  it('closes when the focus leaves the field', async () => {
    render(<CityField />);
    await type('kat');
    act(() => input().blur());
    fireEvent.blur(input());
    expect(options()).toHaveLength(0);
  });
});
