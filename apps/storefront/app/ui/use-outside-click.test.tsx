// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutsideClick } from './use-outside-click';

function Popup({ onOutside, active }: { onOutside: () => void; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useOutsideClick(ref, onOutside, active);
  return (
    <>
      <div ref={ref}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

afterEach(cleanup);

describe('useOutsideClick', () => {
  it('reports a pointer down outside, not inside, and only while active', () => {
    const onOutside = vi.fn();
    const { rerender } = render(<Popup onOutside={onOutside} active />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
    rerender(<Popup onOutside={onOutside} active={false} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });
});
