import type { FormEvent } from 'react';
import type { AdminRole } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { ActionForm } from './ActionForm';
import { AdminTable, type AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { AdminUserView } from './admin-types';
import { when } from './format';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';

const ROLES: readonly AdminRole[] = ['owner', 'staff'];

/**
 * The back-office users (owners only: for staff the API answers 403 and this page shows its message): add one,
 * change a role, disable, end sessions, reset a lost authenticator, and require two-factor sign-in for everyone.
 */
export function UsersPage() {
  const { client, user: me } = useAdminSession();
  const users = useAdminData<AdminUserView[]>('/users');
  const settings = useAdminData<{ requireTotp: boolean }>('/settings');
  const action = useAdminAction();
  const change = (user: AdminUserView, method: 'PATCH' | 'POST', path: string, body: unknown, done: string) =>
    void action
      .run(async () => {
        await client.send(method, `/users/${user.id}${path}`, body);
        return done;
      })
      .then(users.reload);
  const columns: AdminColumn<AdminUserView>[] = [
    { label: 'E-mail', render: (user) => user.email },
    {
      label: 'Role',
      render: (user) => (
        <SelectField
          id={`user-role-${user.id}`}
          label={<span className="admin-hidden">Role of {user.email}</span>}
          value={user.role}
          disabled={action.busy}
          onChange={(event) =>
            change(
              user,
              'PATCH',
              '',
              { role: event.target.value as AdminRole },
              `${user.email} is ${event.target.value} now.`,
            )
          }
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
      ),
    },
    { label: 'Two-factor', render: (user) => (user.totp ? 'on' : 'off') },
    { label: 'State', render: (user) => (user.disabled ? 'disabled' : 'active') },
    { label: 'Since', render: (user) => when(user.createdAt) },
    {
      label: 'Actions',
      render: (user) => (
        <div className="admin-buttons">
          <Button
            disabled={action.busy}
            aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
            onClick={() =>
              change(
                user,
                'PATCH',
                '',
                { disabled: !user.disabled },
                `${user.email} is ${user.disabled ? 'enabled' : 'disabled'}.`,
              )
            }
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button
            disabled={action.busy}
            aria-label={`End sessions of ${user.email}`}
            onClick={() =>
              change(user, 'POST', '/revoke-sessions', undefined, `${user.email} is signed out everywhere.`)
            }
          >
            End sessions
          </Button>
          {user.totp && (
            <Button
              disabled={action.busy}
              aria-label={`Reset two-factor of ${user.email}`}
              onClick={() => change(user, 'POST', '/totp/reset', undefined, `${user.email} sets up two-factor again.`)}
            >
              Reset two-factor
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <h1>Users</h1>
      <Notice done={action.done} error={action.error ?? users.error} />
      {users.data && (
        <>
          <AdminTable
            caption="Back-office users"
            columns={columns}
            rows={users.data}
            total={users.data.length}
            rowKey={(user) => user.id}
            loading={users.loading}
          />
          <NewUser onAdded={users.reload} />
          {settings.data && !users.error && (
            <section aria-labelledby="require-totp">
              <h2 id="require-totp">Two-factor sign-in for everyone</h2>
              <p>{settings.data.requireTotp ? 'Required for every user.' : 'Not required.'}</p>
              <Button
                disabled={action.busy || (!settings.data.requireTotp && !me.totp)}
                onClick={() =>
                  void action
                    .run(async () => {
                      await client.send('PUT', '/settings', { requireTotp: !settings.data!.requireTotp });
                      return settings.data!.requireTotp
                        ? 'Two-factor sign-in is optional now.'
                        : 'Two-factor sign-in is required now.';
                    })
                    .then(settings.reload)
                }
              >
                {settings.data.requireTotp ? 'Stop requiring two-factor sign-in' : 'Require two-factor sign-in'}
              </Button>
              {!me.totp && <p>Set up your own two-factor sign-in first (My account).</p>}
            </section>
          )}
        </>
      )}
    </>
  );
}

function NewUser({ onAdded }: { onAdded: () => void }) {
  const { client } = useAdminSession();
  const action = useAdminAction();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const user = {
      email: String(fields.get('email') ?? '').trim(),
      role: String(fields.get('role')),
      password: String(fields.get('password') ?? ''),
    };
    // The API checks the body with the contract's schema (adminNewUserBodySchema); its message is shown here.
    const ok = await action.run(async () => {
      await client.send('POST', '/users', user);
      return `${user.email} was added as ${user.role}.`;
    });
    if (ok) {
      form.reset();
      onAdded();
    }
  }
  return (
    <section aria-labelledby="new-user">
      <h2 id="new-user">Add a user</h2>
      <ActionForm className="admin-form" onSubmit={submit} action={action} submit="Add user">
        <TextField id="new-user-email" name="email" type="email" label="E-mail" required autoComplete="off" />
        <SelectField id="new-user-role" name="role" label="Role" defaultValue="staff">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        <TextField
          id="new-user-password"
          name="password"
          type="password"
          label="Password"
          hint="At least 12 characters. Tell it to the user in person."
          autoComplete="new-password"
          minLength={12}
          required
        />
      </ActionForm>
    </section>
  );
}
