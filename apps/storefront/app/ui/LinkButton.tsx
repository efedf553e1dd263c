import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button-class';

/** A link (it navigates, and works without JavaScript) that looks like a button. */
export function LinkButton({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
