import { z } from 'zod';

/** Paging of a list: `page` from 1, `pageSize` 1 to 100, 20 by default (the back-office's lists, My bookings). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int('page is a whole number').min(1, 'page starts at 1').default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize is a whole number')
    .min(1, 'pageSize is at least 1')
    .max(100, 'pageSize is at most 100')
    .default(20),
});
