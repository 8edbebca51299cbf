// 'Email già utilizzata' (spec 01 §8, 02 §8), shared by the candidate wizard and the company registration:
// 'Annulla' goes back to the step with the e-mail, 'Accedi' to the login page.
import { Link } from '@remix-run/react';
import { buttonClass } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { emailTaken } from '~/texts';

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
