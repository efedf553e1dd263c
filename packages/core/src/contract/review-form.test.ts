import { describe, expect, it } from 'vitest';
import { formErrors } from './form-fields.js';
import { reviewFormSchema } from './review-form.js';

describe('review form', () => {
  it('needs a name, a summary and the review; spaces alone fill none of them', () => {
    expect(formErrors(reviewFormSchema, { nickname: 'Tess', title: 'Light', detail: 'Sturdy.' })).toEqual({});
    expect(formErrors(reviewFormSchema, { nickname: ' ', title: '', detail: 'Sturdy.' })).toEqual({
      nickname: 'Field is required',
      title: 'Field is required',
    });
  });
});
