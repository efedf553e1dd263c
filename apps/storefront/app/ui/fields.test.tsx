// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

afterEach(cleanup);

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('fields', () => {
  it('label the control and say nothing more while valid', () => {
    render(<TextField id="name" label="Name" defaultValue="Jo" />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it('tie the hint and the error to the control and mark it invalid', () => {
    render(
      <TextField id="email" label="E-mail" hint="We never share it." error="Please provide valid e-mail address." />,
    );
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toEqual(['We never share it.', 'Please provide valid e-mail address.']);
  });

  it('do the same for text areas and selects', () => {
    render(
      <>
        <TextAreaField id="review" label="Review" error="Field is required" />
        <SelectField id="size" label="Size" error="Field is required">
          <option value="">Choose</option>
        </SelectField>
      </>,
    );
    for (const field of [
      screen.getByRole('textbox', { name: 'Review' }),
      screen.getByRole('combobox', { name: 'Size' }),
    ]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(field)).toEqual(['Field is required']);
    }
  });
});
