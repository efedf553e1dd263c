import { Button } from '../../ui/Button';
import { useAdminSession } from './admin-session';
import type { CustomerView } from './admin-types';
import type { useAdminAction } from './use-admin-action';

/**
 * Lock or unlock a customer, and mail them the storefront's reset link: on the customers list and on a customer's
 * page. `action` says what happened (its Notice is the screen's); `onChange` reads the screen's data again.
 */
export function CustomerButtons({
  customer,
  action,
  onChange,
}: {
  customer: CustomerView;
  action: ReturnType<typeof useAdminAction>;
  onChange(): void;
}) {
  const { client } = useAdminSession();
  const act = (path: string, done: string) =>
    void action
      .run(async () => {
        await client.send('POST', `/customers/${customer.id}/${path}`, path === 'reset-password' ? undefined : {});
        return done;
      })
      .then(onChange);
  return (
    <div className="admin-buttons">
      {customer.locked ? (
        <Button
          disabled={action.busy}
          aria-label={`Unlock ${customer.email}`}
          onClick={() => act('unlock', `${customer.email} can sign in again.`)}
        >
          Unlock
        </Button>
      ) : (
        <Button
          disabled={action.busy}
          aria-label={`Lock ${customer.email}`}
          onClick={() => act('lock', `${customer.email} is locked.`)}
        >
          Lock
        </Button>
      )}
      <Button
        disabled={action.busy}
        aria-label={`Send reset link to ${customer.email}`}
        onClick={() => act('reset-password', `A reset link was sent to ${customer.email}.`)}
      >
        Send reset link
      </Button>
    </div>
  );
}
