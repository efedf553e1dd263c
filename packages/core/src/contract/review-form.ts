import { z } from 'zod/mini';
import { requiredText } from './form-fields.js';

/**
 * Magento's review columns: title varchar(255), nickname varchar(128); the detail is capped to keep reviews readable.
 * The form's fields stop the typing there, and the API refuses longer values.
 */
export const REVIEW_LIMITS = { title: 255, nickname: 128, detail: 10_000 } as const;

/** The product page's review form, which feeds `review` of `POST /api/review/create`: every field must be filled. */
export const reviewFormSchema = z.object({ nickname: requiredText(), title: requiredText(), detail: requiredText() });

export type ReviewFormFields = z.input<typeof reviewFormSchema>;
