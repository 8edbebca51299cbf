// The white bordered box that frames a panel (issue 22 item 6): one home for the class string that stood in 17
// files. `as` keeps the element's meaning (section with a heading, article for a list item, div otherwise).
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

type Padding = 'none' | 'sm' | 'md';
const PADDING: Record<Padding, string> = { none: '', sm: ' p-4', md: ' p-5' };

type CardProps<T extends ElementType> = {
  as?: T;
  /** 'md' is the panel padding of the company area, 'sm' the tighter one of lists and side boxes; 'none' for a
   * box whose rows bring their own (the FAQ's questions). */
  padding?: Padding;
  /** The drop shadow of raised panels; flat boxes inside a page leave it off. */
  flat?: boolean;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className' | 'children'>;

export const cardClass = ({ padding = 'sm', flat = false }: { padding?: Padding; flat?: boolean } = {}) =>
  `rounded-lg border border-slate-200 bg-white${PADDING[padding]}${flat ? '' : ' shadow-sm'}`;

export function Card<T extends ElementType = 'section'>({
  as,
  padding,
  flat,
  className,
  children,
  ...rest
}: CardProps<T>) {
  const Element: ElementType = as ?? 'section';
  return (
    <Element className={`${cardClass({ padding, flat })}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </Element>
  );
}
