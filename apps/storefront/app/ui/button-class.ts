export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';

/** One class list for everything that looks like a button, whether it is a <button> or a link. */
export function buttonClass(variant: ButtonVariant = 'secondary', className?: string): string {
  return `ui-button ui-button--${variant}${className ? ` ${className}` : ''}`;
}
