// 'Email già utilizzata' (spec 01 §8, 02 §8), shared by the candidate wizard and the company registration:
// 'Annulla' goes back to the step with the e-mail, 'Accedi' to the login page.
import { Link } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { emailTaken } from '#app/texts/index.ts';

export function EmailTakenDialog({ cancelTo, closeTo = cancelTo }: { cancelTo: string; closeTo?: string }) {
  return (
    <Dialog
      title={emailTaken.title}
      tone="error"
      closeTo={closeTo}
      actions={
        <>
          <Link to={cancelTo} className={buttonClass('secondary')}>
            {emailTaken.cancel}
          </Link>
          <Link to="/" className={buttonClass('primary')}>
            {emailTaken.login}
          </Link>
        </>
      }
    >
      <p>{emailTaken.body}</p>
    </Dialog>
  );
}
