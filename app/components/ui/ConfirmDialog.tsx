// "Are you sure?" (issue 22 item 6): a Dialog whose secondary button is a link back to the page and whose primary
// button posts the confirmed intent. Without JavaScript both are plain navigation (a link and a form post); with
// JavaScript the Dialog is modal and Escape or a backdrop click follow `cancelTo` like the cancel link. A confirmation
// that asks for something (a password) gets its `inputs`: the form is then drawn in the body with them, and the
// primary button submits it from the actions (the button's `form` attribute, native and React Router alike).
import { Form, Link } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
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
  /** What the person fills in to confirm (a password field), posted with the intent. */
  inputs?: ReactNode;
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
  inputs,
}: ConfirmDialogProps) {
  const formId = useId();
  const hidden = (
    <>
      <AuthenticityTokenInput />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  const confirm = (
    <button
      type="submit"
      name="intent"
      value={intent}
      form={inputs ? formId : undefined}
      className={buttonClass('primary')}
    >
      {confirmLabel}
    </button>
  );
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
          {inputs ? (
            confirm
          ) : (
            <Form method="post" action={action} preventScrollReset>
              {hidden}
              {confirm}
            </Form>
          )}
        </>
      }
    >
      {children}
      {inputs ? (
        <Form id={formId} method="post" action={action} preventScrollReset className="mt-3">
          {hidden}
          {inputs}
        </Form>
      ) : null}
    </Dialog>
  );
}
