// "This happened" (an error, a success): a Dialog with one button, a link back to the page without the dialog's
// search parameter. Without JavaScript it is plain navigation; with JavaScript the Dialog is modal and Escape or a
// backdrop click follow `closeTo` like the link. Its sibling for a question is ConfirmDialog.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { buttonClass } from './Button';
import { Dialog } from './Dialog';

type MessageDialogProps = {
  title: string;
  children?: ReactNode;
  /** Where the close link (and Escape) leads. */
  closeTo: string;
  closeLabel: string;
  tone?: 'success' | 'error' | 'info';
};

export function MessageDialog({ title, children, closeTo, closeLabel, tone }: MessageDialogProps) {
  return (
    <Dialog
      title={title}
      tone={tone}
      closeTo={closeTo}
      actions={
        <Link to={closeTo} replace preventScrollReset className={buttonClass('primary')}>
          {closeLabel}
        </Link>
      }
    >
      {children}
    </Dialog>
  );
}
