// The content of /payment-error (spec 02 §2, §8), also shown by /payment-success when a session cannot be credited.
import { Link } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { shop } from '#app/texts/shop.ts';

export function PaymentError({
  supportEmail,
  body = shop.errorBody,
}: {
  supportEmail: string;
  body?: string;
}) {
  return (
    <main id="contenuto" className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{shop.errorTitle}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/company-upgrade" className={buttonClass('primary')}>
          {shop.retry}
        </Link>
        <a
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(shop.contactSubject)}`}
          className={buttonClass('secondary')}
        >
          {shop.contact}
        </a>
      </div>
    </main>
  );
}
