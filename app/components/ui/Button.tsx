import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

// The classes live in app/tailwind.css (layer components): buttons repeat on every page.
const styles: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  link: 'btn-link',
};

export const buttonClass = (variant: Variant = 'primary') => styles[variant];

export function Button({
  variant = 'primary',
  className,
  type = 'submit',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`${styles[variant]} ${className ?? ''}`} {...props} />;
}
