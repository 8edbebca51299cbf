// "Are you sure?" (issue 22 item 6): a Dialog whose secondary button is a link back to the page and whose primary
// button posts the confirmed intent. Without JavaScript both are plain navigation (a link and a form post); with
// JavaScript the Dialog is modal and Escape or a backdrop click follow `cancelTo` like the cancel link.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { buttonClass } from './Button';
import { Dialog } from './Dialog';

type ConfirmDialogProps = {
  title: string;
  children?: ReactNode;
  /** Where the cancel link (and Escape) leads: the page without the dialog's search parameter. */
  cancelTo: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The action's intent the confirmation posts. */
  intent: string;
  /** The form's action; the current route when omitted. */
  action?: string;
  /** Extra hidden fields of the post (an id, a return address). */
  fields?: Record<string, string>;
  tone?: 'success' | 'error' | 'info';
};

export function ConfirmDialog({
  title,
  children,
  cancelTo,
  cancelLabel,
  confirmLabel,
  intent,
  action,
  fields = {},
  tone,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      closeTo={cancelTo}
      tone={tone}
      actions={
        <>
          <Link to={cancelTo} replace preventScrollReset className={buttonClass('secondary')}>
            {cancelLabel}
          </Link>
          <Form method="post" action={action} preventScrollReset>
            <AuthenticityTokenInput />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" name="intent" value={intent} className={buttonClass('primary')}>
              {confirmLabel}
            </button>
          </Form>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
