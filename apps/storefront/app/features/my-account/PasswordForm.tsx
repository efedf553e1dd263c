import { changePasswordFormSchema } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSession } from '../account';
import { useOutcomeNotice } from './use-outcome-notice';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: current, new and repeated (see docs/behaviour.md#validation-messages); a refusal shows the server's message (see docs/behaviour.md#error-messages). */
export function PasswordForm() {
  const t = useTranslate();
  const session = useSession();
  const notice = useOutcomeNotice();
  const { form, field, onSubmit, busy, setValues } = useSchemaForm({
    schema: changePasswordFormSchema,
    initial: EMPTY,
    submit: async ({ currentPassword, newPassword }) => {
      const changed = notice(
        await session.changePassword(currentPassword, newPassword),
        'Password has successfully been changed',
      );
      // Passwords do not stay in the page once used.
      if (changed) setValues(EMPTY);
      return changed;
    },
  });
  return (
    <form ref={form} className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('Change password')}</h2>
      <TextField
        id="password-current"
        type="password"
        label={t('Current password')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        id="password-new"
        type="password"
        label={t('New password')}
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <TextField
        id="password-confirm"
        type="password"
        label={t('Repeat the new password')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Change password')}
      </Button>
    </form>
  );
}
