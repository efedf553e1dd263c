// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewFormFields } from '@storefront/core';
import { ReviewForm } from './ReviewForm';

vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));

const sent: Array<{ fields: ReviewFormFields; onDone: (taken: boolean) => void }> = [];
vi.mock('./ReviewSender', () => ({
  default: (props: { fields: ReviewFormFields; onDone: (taken: boolean) => void }) => {
    if (!sent.some((entry) => entry.fields === props.fields)) sent.push(props);
    return null;
  },
}));

afterEach(() => {
  cleanup();
  sent.length = 0;
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('ReviewForm', () => {
  it('asks for every field, focusing the first empty one, and sends nothing', () => {
    render(<ReviewForm endpoint="/api/review/create" productId={7} />);
    fill('Name', 'Tess');
    fireEvent.click(screen.getByRole('button', { name: 'Add review' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(document.activeElement?.id).toBe('review-title');
    expect(sent).toHaveLength(0);
  });

  it('sends the review as typed, shows the progress, and empties the form once it is taken', async () => {
    render(<ReviewForm endpoint="/api/review/create" productId={7} />);
    fill('Name', 'Tess');
    fill('Summary', 'Light');
    fill('Review', 'Sturdy and light.');
    fireEvent.click(screen.getByRole('button', { name: 'Add review' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fields).toEqual({ nickname: 'Tess', title: 'Light', detail: 'Sturdy and light.' });
    expect(screen.getByRole('status').textContent).toBe('Adding a review ...');
    sent[0]!.onDone(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect((screen.getByLabelText('Summary') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Field is required')).toBeNull();
  });
});
