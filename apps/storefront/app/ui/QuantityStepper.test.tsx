// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

function Stepper({ start, max }: { start: string; max?: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      id="qty"
      label="Quantity"
      value={value}
      onChange={setValue}
      max={max}
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
      error={value === '0' ? 'Quantity must be above 0.' : undefined}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
const less = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
const more = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });

afterEach(cleanup);

describe('QuantityStepper', () => {
  it('steps within its bounds and disables the button at each end', () => {
    render(<Stepper start="1" max={3} />);
    expect(less().disabled).toBe(true);
    fireEvent.click(more());
    fireEvent.click(more());
    expect(input().value).toBe('3');
    expect(more().disabled).toBe(true);
    expect(less().disabled).toBe(false);
    fireEvent.click(less());
    expect(input().value).toBe('2');
  });

  it('lets the shopper type, and wires the error to the field', () => {
    render(<Stepper start="2" />);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input(), { target: { value: '0' } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input().getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Quantity must be above 0.');
    // From an out-of-range value the + button brings it back within bounds.
    fireEvent.click(more());
    expect(input().value).toBe('1');
  });
});
