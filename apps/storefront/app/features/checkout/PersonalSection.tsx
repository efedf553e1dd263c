import { Link } from 'react-router';
import { TextField } from '../../ui/TextField';
import { useSessionController } from '../account';
import { CheckoutCheckbox } from './CheckoutCheckbox';
import { textField, type SectionProps } from './section-props';

/** docs/behaviour.md#entities personalDetails; a guest may create an account with the order (password asked twice). */
export function PersonalSection({ loggedIn, ...props }: SectionProps & { loggedIn: boolean }) {
  const { state, errors, change, translate: t } = props;
  const personal = state.details.personalDetails;
  const confirmationError = errors.repeatPassword;
  const session = useSessionController();
  return (
    <div className="checkout-fields">
      {!loggedIn && (
        // A customer logs in here, on the checkout: the dialog keeps the page; without JavaScript the link leads to
        // the account page, which asks for the login.
        <p className="checkout-login">
          {t('Already have an account?')}{' '}
          <Link
            to="/my-account"
            onClick={(event) => {
              event.preventDefault();
              session.requestAuth('login');
            }}
          >
            {t('Log in')}
          </Link>
        </p>
      )}
      <div className="checkout-row">
        <TextField autoComplete="given-name" {...textField(props, 'personalDetails', 'firstName', 'First name')} />
        <TextField autoComplete="family-name" {...textField(props, 'personalDetails', 'lastName', 'Last name')} />
      </div>
      <TextField
        type="email"
        autoComplete="email"
        {...textField(props, 'personalDetails', 'emailAddress', 'E-mail address')}
      />
      {!loggedIn && (
        <CheckoutCheckbox
          id="personalDetails-createAccount"
          name="personalDetails.createAccount"
          label={t('I want to create an account')}
          checked={personal.createAccount}
          onChange={(createAccount) => change('personalDetails', { createAccount })}
        />
      )}
      {!loggedIn && personal.createAccount && (
        <div className="checkout-row">
          <TextField
            type="password"
            autoComplete="new-password"
            {...textField(props, 'personalDetails', 'password', 'Password')}
          />
          <TextField
            id="personalDetails-repeatPassword"
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            label={t('Repeat password')}
            value={state.repeatPassword}
            onChange={(event) => props.setForm({ repeatPassword: event.target.value })}
            {...(confirmationError && { error: t(confirmationError) })}
          />
        </div>
      )}
    </div>
  );
}
