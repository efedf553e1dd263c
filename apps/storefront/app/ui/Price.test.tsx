// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price';

afterEach(cleanup);

describe('Price', () => {
  it('renders nothing without a price, never a zero', () => {
    expect(render(<Price />).container.innerHTML).toBe('');
  });

  it('strikes out the regular price and names both amounts for screen readers', () => {
    const { container } = render(
      <Price value="$20.00" original="$25.00" labels={{ original: 'Regular price', special: 'Special price' }} />,
    );
    expect(container.querySelector('del')?.textContent).toBe('Regular price $25.00');
    expect(container.querySelector('ins')?.textContent).toBe('Special price $20.00');
  });
});
