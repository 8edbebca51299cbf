// The purchase flow of spec 02 §4, opened by the search parameter `acquista=<id>` (a link, so it works
// without JavaScript) and confirmed by a form post: 'Acquisto del profilo' with credits, the
// insufficient-credits dialog without, a notice when another company holds the exclusivity, and Strapi's refusal of a
// confirmed purchase in Italian (the contacts to verify, a profile no longer available).
import { Link, useActionData } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { MessageDialog } from '#app/components/ui/MessageDialog.tsx';
import { purchaseRefusal } from '#catalog/purchase.ts';
import type { ActionOutcome } from '#app/features/search/human-resources.server.ts';
import { common, purchase } from '#app/texts/index.ts';
import { ShopLink } from '#app/components/CompanyMenu.tsx';

export function PurchaseDialogs({
  candidateId,
  credito,
  esclusiva,
  closeTo,
  redirectTo,
}: {
  candidateId: string | null;
  credito: number;
  esclusiva: string | null;
  /** The page without `acquista`. */
  closeTo: string;
  redirectTo: string;
}) {
  // Strapi's refusal of the last 'Conferma acquisto' (candidateAction) knows an exclusivity the page may not.
  const answer = useActionData<ActionOutcome>();
  const refused = answer && !answer.ok && answer.refusal ? answer : null;
  const exclusiveUntil = esclusiva ?? refused?.esclusiva ?? null;
  if (!candidateId) return null;
  if (exclusiveUntil) {
    return (
      <MessageDialog title={purchase.exclusiveTitle} closeTo={closeTo} closeLabel={purchase.cancel}>
        <p>{purchaseRefusal('exclusive', exclusiveUntil)}</p>
      </MessageDialog>
    );
  }
  // Strapi refused the confirmed purchase for a reason the page could not know (catalog/purchase.ts): said here.
  if (refused) {
    return (
      <MessageDialog title={purchase.refusedTitle} tone="error" closeTo={closeTo} closeLabel={common.close}>
        <p role="alert">{refused.message}</p>
      </MessageDialog>
    );
  }
  if (credito <= 0) {
    return (
      <Dialog
        title={purchase.insufficientTitle}
        tone="error"
        closeTo={closeTo}
        actions={
          <>
            <Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
              {purchase.cancel}
            </Link>
            <ShopLink to="/company-upgrade" className={buttonClass('primary')}>
              {purchase.buyCredits}
            </ShopLink>
          </>
        }
      >
        <p>{purchaseRefusal('insufficient_credits')}</p>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      title={purchase.title}
      cancelTo={closeTo}
      cancelLabel={purchase.cancel}
      confirmLabel={purchase.confirm}
      intent="unlock"
      fields={{ id: candidateId, redirectTo }}
    >
      <p>{purchase.body}</p>
    </ConfirmDialog>
  );
}
