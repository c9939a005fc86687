import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Link } from '@/shared/routing/link';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['registry-button', `registry-button--${variant}`, extra].filter(Boolean).join(' ');
}

export function Spinner() {
  return <span className="registry-spinner" aria-hidden="true" />;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, type = 'button', className, children, onClick, disabled, ...rest },
  ref,
) {
  // A busy button stays focusable (a disabled one would drop keyboard focus to the page), so
  // clicks, including form submission, are blocked here instead.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  variant?: ButtonVariant;
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}

/** Navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', className, href, children, ...rest },
  ref,
) {
  return (
    <Link ref={ref} href={href} className={buttonClassName(variant, className)} {...rest}>
      {children}
    </Link>
  );
});
