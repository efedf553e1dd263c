import type { RequestHandler, Router } from 'express';
import {
  type CustomerAddress,
  profileUpdateSchema,
  registerSchema,
  sameMailAddress,
  validationErrors,
} from '@storefront/core';
import { customerOf, NOT_AUTHORIZED } from '../auth/authenticated.js';
import { badRequest } from '../http/api-error.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { queryParam } from '../http/query-param.js';
import { validateBody, type BodyRefusal } from '../http/validate-body.js';
import { requestStore } from '../http/request-store.js';
import type { UserContext } from './user-context.js';
import { DuplicateEmailError } from './user-repository.js';
import { emailChangedMail, welcomeMail } from './user-mails.js';
import { WRONG_CURRENT_PASSWORD } from './password-routes.js';

export const INVALID_ADDRESS = 'Provided invalid address.id or address.customer_id';
/** 400 when the e-mail changes without `currentPassword` beside `customer`. */
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your e-mail address.';
export const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this address. Please try again later.';
const MAX_PAGE_SIZE = 100;

function pageParam(value: string | undefined, name: string, fallback: number, max?: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || (max !== undefined && number > max))
    throw badRequest(`${name} must be a whole number from 1${max === undefined ? '' : ` to ${max}`}`);
  return number;
}

// 400 with Ajv-like errors, the shape VSF1 shows.
const ajvRefusal: BodyRefusal = (error) => ({ status: 400, result: validationErrors(error) });

// The frontend sends back the whole user it holds; the group token is the API's, not profile data.
const withoutGroupToken: RequestHandler = (req, _res, next) => {
  const customerIn = (req.body as { customer?: unknown } | null)?.customer;
  if (typeof customerIn === 'object' && customerIn !== null) delete (customerIn as { groupToken?: unknown }).groupToken;
  next();
};

/** `POST /create`, `GET|POST /me` and `GET /order-history`. */
export function mountProfileRoutes(router: Router, context: UserContext): void {
  const { users, orders, config, now } = context.deps;
  // Each registration costs a full password hash: a client creates a few accounts an hour, not thousands.
  const registrations = limitPerAddress(config.users.registrationRateLimit, TOO_MANY_REGISTRATIONS, now, {
    scope: 'user-create',
    redisUrl: config.redis.url,
  });

  router.post('/create', registrations, validateBody(registerSchema, ajvRefusal), async (req, res) => {
    const { customer, password } = req.body;
    const problem = context.passwordProblem(password);
    if (problem) return sendError(res, 400, problem);
    const passwordHash = await context.passwords.hash(clientAddress(req), password, context.usersConfig.scrypt);
    try {
      const stored = await users.create({
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        passwordHash,
        storeId: requestStore(req, context.deps.config).storeId,
        websiteId: 1,
        addresses: (customer.addresses ?? []) as CustomerAddress[],
      });
      context.sendMail(welcomeMail(stored.customer));
      sendEnvelope(res, await context.customerReply(stored.customer));
    } catch (error) {
      if (error instanceof DuplicateEmailError) return sendError(res, 400, error.message);
      throw error;
    }
  });

  router.get('/me', async (req, res) => {
    const caller = await context.requireCustomer(req, res);
    if (!caller) return;
    const stored = await users.findById(caller.customerId);
    if (!stored) return sendError(res, 401, NOT_AUTHORIZED);
    sendEnvelope(res, await context.withGroupToken(stored.customer));
  });

  // Validation failures answer 400 with Ajv-like errors; vue-storefront-api answered 500, but bad input is a client
  // error, and the storefront shows the `result` either way.
  router.post(
    '/me',
    context.authenticated,
    withoutGroupToken,
    validateBody(profileUpdateSchema, ajvRefusal),
    async (req, res) => {
      const caller = customerOf(res);
      const stored = await users.findById(caller.customerId);
      if (!stored) return sendError(res, 401, NOT_AUTHORIZED);
      const { addresses, email, firstname, lastname } = req.body.customer;
      // An address naming an id or customer id must be one of the caller's: no editing (or taking) another's address.
      const owned = new Set(stored.customer.addresses.map((address) => address.id));
      const foreign = (addresses ?? []).some(
        (address) =>
          (address.id !== undefined && !owned.has(address.id)) ||
          (address.customer_id !== undefined && address.customer_id !== caller.customerId),
      );
      if (foreign) return sendError(res, 403, INVALID_ADDRESS);
      // A new e-mail hands the account's mail (and so its password resets) to that address: a stolen access token alone
      // must not do it. The current password is asked, guesses count like logins, and the other sessions end.
      const oldEmail = stored.customer.email;
      const emailChanges = !sameMailAddress(email, oldEmail);
      if (emailChanges) {
        const { currentPassword } = req.body;
        if (!currentPassword) return sendError(res, 400, CURRENT_PASSWORD_NEEDED);
        if (!(await context.loginAttempts.admit(req, res, oldEmail))) return;
        const matches = await context.hashingCounted(context.loginAttempts, req, oldEmail, () =>
          context.passwords.verify(clientAddress(req), currentPassword, stored.passwordHash),
        );
        if (!matches) return sendError(res, 400, WRONG_CURRENT_PASSWORD);
        await context.loginAttempts.forgive(req, oldEmail);
      }
      try {
        const updated = await users.updateProfile(
          caller.customerId,
          { email, firstname, lastname, ...(addresses && { addresses: addresses as CustomerAddress[] }) },
          emailChanges ? { now: now(), keepFamilyId: caller.familyId, reason: 'email-change' } : undefined,
        );
        if (!updated) return sendError(res, 401, NOT_AUTHORIZED);
        if (updated.emailChanged) context.sendMail(emailChangedMail(oldEmail, updated.customer, context.shopOrigin()));
        sendEnvelope(res, await context.withGroupToken(updated.customer));
      } catch (error) {
        if (error instanceof DuplicateEmailError) return sendError(res, 400, error.message);
        throw error;
      }
    },
  );

  router.get('/order-history', async (req, res) => {
    const caller = await context.requireCustomer(req, res);
    if (!caller) return;
    const pageSize = pageParam(queryParam(req, 'pageSize'), 'pageSize', 20, MAX_PAGE_SIZE);
    const currentPage = pageParam(queryParam(req, 'currentPage'), 'currentPage', 1);
    const page = await orders.list(caller.customerId, { pageSize, currentPage });
    sendEnvelope(res, {
      items: page.items,
      search_criteria: {
        filter_groups: [
          { filters: [{ field: 'customer_id', value: String(caller.customerId), condition_type: 'eq' }] },
        ],
        sort_orders: [{ field: 'entity_id', direction: 'desc' }],
        page_size: pageSize,
        current_page: currentPage,
      },
      total_count: page.totalCount,
    });
  });
}
