import { z } from 'zod';
import { pageQuerySchema } from '../contract/page-query.js';
import { ADMIN_ORDER_STATUSES } from './order-status.js';

/** The back-office's two roles (docs/back-office.md#roles): staff run the shop, owners also manage users and settings. */
export const ADMIN_ROLES = ['owner', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const email = z
  .string({ error: 'An e-mail address is required' })
  .trim()
  .toLowerCase()
  .max(254, 'The e-mail address is too long')
  .regex(/^[^\s@]+@[^\s@]+$/, 'This is not an e-mail address');
const otp = z.string().regex(/^\d{6}$/, 'The one-time code has 6 digits');

/** `POST /api/admin/login`. */
export const adminLoginBodySchema = z.object({
  email,
  password: z.string({ error: 'A password is required' }).min(1, 'A password is required').max(1024),
  otp: otp.optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** The least length of a back-office password: it opens every order and customer of the shop. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const adminPasswordSchema = z
  .string({ error: 'A password is required' })
  .min(ADMIN_PASSWORD_MIN_LENGTH, `The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'The password is too long');

/** `POST /api/admin/users` (owners). */
export const adminNewUserBodySchema = z.object({
  email,
  role: z.enum(ADMIN_ROLES, { error: 'The role is owner or staff' }),
  password: adminPasswordSchema,
});

/** `PATCH /api/admin/users/{id}` (owners): the role, or whether the user may sign in. */
export const adminUserChangeBodySchema = z
  .object({
    role: z.enum(ADMIN_ROLES, { error: 'The role is owner or staff' }).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, 'Nothing to change: send role or disabled');

/** `PUT /api/admin/settings` (owners). */
export const adminSettingsBodySchema = z.object({ requireTotp: z.boolean() });

/** `POST /api/admin/me/totp/confirm`: the first code of the authenticator app just set up. */
export const adminTotpConfirmBodySchema = z.object({ otp });

/** `POST /api/admin/orders/{number}/status`. */
export const adminOrderStatusBodySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: 'The status is processing, complete or canceled' }),
  note: z.string().trim().max(2000, 'The note is too long').default(''),
});

/** `POST /api/admin/customers/{id}/lock`: why, shown in the audit. */
export const adminNoteBodySchema = z.object({ note: z.string().trim().max(2000, 'The note is too long').default('') });

/** A back-office user as the routes answer it (never its hash or secrets). */
export interface AdminUserView {
  id: number;
  email: string;
  role: AdminRole;
  totp: boolean;
  disabled: boolean;
  createdAt: string;
}

/** An entry of the audit as `GET /api/admin/audit` answers it. */
export interface AuditView {
  id: number;
  at: string;
  user: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  client: string;
}

/** Paging of every back-office list: `page` from 1, at most 100 a page. */
export const adminPageQuerySchema = pageQuerySchema;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'Dates are written YYYY-MM-DD or as ISO 8601 in UTC')
  .optional();

/** `GET /api/admin/orders`. */
export const adminOrderQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: z.string().max(40).optional(),
  payment: z.string().max(80).optional(),
  from: isoDate,
  to: isoDate,
  sort: z
    .enum(['created_at', '-created_at', 'grand_total', '-grand_total', 'number', '-number', 'status', '-status'], {
      error: 'sort is one of created_at, grand_total, number, status (with - for descending)',
    })
    .default('-created_at'),
});

/** `GET /api/admin/reviews`. */
export const adminReviewQuerySchema = adminPageQuerySchema.extend({
  status: z
    .enum(['pending', 'approved', 'rejected'], { error: 'status is pending, approved or rejected' })
    .default('pending'),
});

/** `GET /api/admin/customers`. */
export const adminCustomerQuerySchema = adminPageQuerySchema.extend({ q: z.string().trim().max(200).optional() });

/** `GET /api/admin/mail`. */
export const adminMailQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(['stored', 'failed', 'sent'], { error: 'status is stored, failed or sent' }).optional(),
});

/** `GET /api/admin/audit`. */
export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  user: z.string().trim().max(254).optional(),
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(200).optional(),
  from: isoDate,
  to: isoDate,
});
