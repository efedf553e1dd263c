import { ADMIN_ROLES, adminPasswordSchema, type AdminRole } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import type { CliIo } from '../db/cli-io.js';
import { databaseLabel } from '../db/database-label.js';
import type { SqlDatabase, SqlExecutor } from '../db/sql.js';
import { hashPassword } from '../users/password-hash.js';
import { adminSessions, adminUsers, DuplicateAdminError, publicUser } from './admin-users.js';
import { CLI_ACTOR, recordAudit, type AuditEntry } from './audit.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Back-office users (docs/back-office.md#first-start). Passwords are read from standard input, never from the
command line, so they stay out of the shell's history:
  add <email> --role owner|staff   add a user (e.g. printf '%s\\n' "$PASSWORD" | npm run admin -- add me@shop.example --role owner)
  list                             list the users
  passwd <email>                   set a new password (ends the user's sessions)
  remove <email>                   remove a user (not the last active owner)
Works on the SQLite file and, with DATABASE_URL, on PostgreSQL.`;

/** How the command reads the password: the whole of standard input's first line (a pipe), or a hidden prompt (a TTY). */
export type PasswordReader = (prompt: string) => Promise<string>;

/**
 * The hint `npm start` prints while no enabled owner exists (none yet, or only disabled ones, who cannot sign in): how
 * to make one.
 */
export async function firstOwnerHint(db: SqlExecutor): Promise<string | undefined> {
  if ((await adminUsers.activeOwners(db)) > 0) return undefined;
  return (
    'The back-office (/admin; its API /api/admin) has no enabled owner yet. Create one, typing the password when asked (with\n' +
    'the same DATA_DIR or DATABASE_URL as this server, if it has one):\n' +
    '  npm run admin -- add you@example.com --role owner'
  );
}

/** Runs `npm run admin -- ...` on an open database; answers the exit code (0, 1 refused, 2 usage). */
export async function runAdminCli(
  argv: string[],
  deps: { db: SqlDatabase; config: ApiConfig; io: Pick<CliIo, 'stdout' | 'stderr'>; readPassword: PasswordReader },
): Promise<number> {
  const { db, config, io } = deps;
  const [command, email, ...rest] = argv;
  const now = Date.now();
  const usage = (problem?: string) => {
    io.stderr(problem ? `${problem}\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
    return 2;
  };
  // The command line's writes are audited as `cli`, in the write's own transaction.
  const auditUser = (tx: SqlExecutor, action: string, userId: number, change: Pick<AuditEntry, 'before' | 'after'>) =>
    recordAudit(tx, CLI_ACTOR, { action, targetType: 'admin-user', targetId: userId, ...change }, now);
  const newPassword = async (): Promise<string | undefined> => {
    const password = await deps.readPassword('Password: ');
    const checked = adminPasswordSchema.safeParse(password);
    if (!checked.success) {
      io.stderr(checked.error.issues[0]?.message ?? 'The password is not accepted');
      return undefined;
    }
    return password;
  };
  if (command === 'list') {
    const users = await adminUsers.list(db);
    if (users.length === 0) io.stdout(`No back-office users yet in ${databaseLabel(config)}.`);
    for (const user of users)
      io.stdout(
        `${user.id}\t${user.email}\t${user.role}${user.totp ? '\ttotp' : ''}${user.disabled ? '\tdisabled' : ''}`,
      );
    return 0;
  }
  if (command === 'help' || command === '--help' || command === '-h') {
    io.stdout(ADMIN_USAGE);
    return 0;
  }
  if (command === undefined) return usage();
  if (!['add', 'passwd', 'remove'].includes(command)) return usage(`Unknown command ${command}`);
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return usage(`${command} needs an e-mail address`);
  if (command === 'add') {
    const roleAt = rest.indexOf('--role');
    const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
    if (!role || !(ADMIN_ROLES as readonly string[]).includes(role))
      return usage('add needs --role owner or --role staff');
    if (rest.length !== 2)
      return usage(`Unexpected arguments: ${rest.join(' ')} (the password is read from standard input)`);
    const password = await newPassword();
    if (password === undefined) return 1;
    const passwordHash = await hashPassword(password, config.users.scrypt);
    try {
      const user = await db.transaction(async (tx) => {
        const added = await adminUsers.add(tx, { email, role: role as AdminRole, passwordHash }, now);
        await auditUser(tx, 'user.add', added.id, { after: publicUser(added) });
        return added;
      });
      // Named as `npm start` names it: run without the server's DATA_DIR (or DATABASE_URL), the command opens another,
      // new database, and the user it adds cannot sign in to the running shop.
      io.stdout(
        `Added ${user.role} ${user.email} to ${databaseLabel(config)}. Sign in at /admin in the browser (the API's ` +
          'POST /api/admin/login) of the shop that runs on this database.',
      );
      return 0;
    } catch (error) {
      if (error instanceof DuplicateAdminError) {
        io.stderr(error.message);
        return 1;
      }
      throw error;
    }
  }
  const user = await adminUsers.byEmail(db, email);
  if (!user) {
    io.stderr(`No back-office user ${email}`);
    return 1;
  }
  if (command === 'passwd') {
    if (rest.length > 0)
      return usage('passwd takes only the e-mail address (the password is read from standard input)');
    const password = await newPassword();
    if (password === undefined) return 1;
    const passwordHash = await hashPassword(password, config.users.scrypt);
    await db.transaction(async (tx) => {
      await adminUsers.update(tx, user.id, { passwordHash }, now);
      const ended = await adminSessions.revokeAllOf(tx, user.id, now);
      await auditUser(tx, 'user.password', user.id, { after: { sessionsEnded: ended } });
    });
    io.stdout(`New password set for ${user.email}; their sessions have ended.`);
    return 0;
  }
  if (command === 'remove') {
    if (rest.length > 0) return usage('remove takes only the e-mail address');
    const refused = await db.transaction(async (tx) => {
      if (user.role === 'owner' && !user.disabled && (await adminUsers.activeOwners(tx)) <= 1)
        return 'The last active owner cannot be removed: add another owner first';
      await adminUsers.remove(tx, user.id);
      await auditUser(tx, 'user.remove', user.id, { before: publicUser(user) });
      return undefined;
    });
    if (refused) {
      io.stderr(refused);
      return 1;
    }
    io.stdout(`Removed ${user.email}.`);
    return 0;
  }
  return usage(`Unknown command ${command}`);
}
