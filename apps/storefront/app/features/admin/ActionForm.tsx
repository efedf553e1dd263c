import type { ComponentProps, Key } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from './Notice';
import type { useAdminAction } from './use-admin-action';

/**
 * A form that makes one write (`useAdminAction`): its fields, the submit button, disabled while the write runs so a
 * double click sends it once, and after the form what the write did or why it was refused. `resetOn` starts the
 * fields again from their defaults when it changes (another day, the saved values). `action` is the write, not the
 * form's URL: these forms are sent by script.
 */
export function ActionForm({
  action,
  submit,
  resetOn,
  children,
  ...form
}: Omit<ComponentProps<'form'>, 'action'> & {
  action: ReturnType<typeof useAdminAction>;
  submit: string;
  resetOn?: Key;
}) {
  return (
    <>
      <form {...form} key={resetOn}>
        {children}
        <Button type="submit" variant="primary" disabled={action.busy}>
          {submit}
        </Button>
      </form>
      <Notice done={action.done} error={action.error} />
    </>
  );
}
