// The page a link ends on (an e-mail's token link, a verification): a public frame with the outcome, an optional
// note and one primary link onwards. Used by /alert-off/:token, /aggiornamento/:token and /account-verificato.
// Works without JavaScript (only a link).
import { Link } from '@remix-run/react';
import { PublicShell } from './PublicShell';
import { buttonClass } from './ui/Button';

export function OutcomePage({
  title,
  body,
  role,
  note,
  link,
}: {
  title: string;
  body: string;
  /** 'alert' for a refused link, 'status' for a done action; none for a plain page. */
  role?: 'alert' | 'status';
  note?: string;
  link: { to: string; label: string };
}) {
  return (
    <PublicShell title={title}>
      <p className="text-slate-700" role={role}>
        {body}
      </p>
      {note ? <p className="mt-2 text-slate-700">{note}</p> : null}
      <p className="mt-6">
        <Link to={link.to} className={buttonClass('primary')}>
          {link.label}
        </Link>
      </p>
    </PublicShell>
  );
}
