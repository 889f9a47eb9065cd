import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  /** primary: maroon, filled (one per view); secondary: outlined; ghost: text only. Default primary. */
  variant?: ButtonVariant;
  /** Default md. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** The class names of a button look, for elements that are not <Button> or <LinkButton>. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonLook = {},
  extra?: string,
) {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

/** A native <button> (type="button" unless told otherwise). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      {...rest}
    />
  );
});

export type LinkButtonProps = LinkProps & ButtonLook;

/** A react-router <Link> that looks like a button (navigation, not an action). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, fullWidth, className, ...rest },
  ref,
) {
  return <Link ref={ref} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />;
});
