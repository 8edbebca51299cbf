// A server-renderable dialog opened by route state (an action result or a search parameter).
// Without JavaScript it is an open <dialog> whose buttons are real links and forms.
// With JavaScript it becomes modal (focus trapped by the browser), and Escape or a backdrop click follow
// `closeTo`, the same target as the secondary button ("false").
import { useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

type DialogProps = {
  title: string;
  children?: ReactNode;
  /** Buttons: links or forms. The primary one should come last. */
  actions: ReactNode;
  /** Where "false" leads (Escape, backdrop click). Omit for dialogs that must be answered. */
  closeTo?: string;
  tone?: 'success' | 'error' | 'info';
  image?: { src: string; alt: string };
};

const toneClass = {
  success: 'border-t-4 border-emerald-600',
  error: 'border-t-4 border-red-600',
  info: 'border-t-4 border-brand-600',
};

export function Dialog({ title, children, actions, closeTo, tone = 'info', image }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const bodyId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (closeTo) navigate(closeTo, { replace: true, preventScrollReset: true });
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && closeTo) navigate(closeTo, { replace: true, preventScrollReset: true });
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
    };
  }, [closeTo, navigate]);

  return (
    <>
      {/* Without JavaScript the dialog is not modal: this overlay stands in for its backdrop. */}
      {hydrated ? null : <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/60" />}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        // The height cap and scrolling also without JavaScript (a modal dialog has them from the browser; an open,
        // non-modal one would run off the screen with its buttons: the alert wizard's second step is that tall).
        className={`fixed inset-0 z-50 m-auto max-h-[calc(100%-2rem)] w-[min(32rem,calc(100%-2rem))] overflow-y-auto rounded-lg bg-white p-0 shadow-2xl backdrop:bg-slate-900/60 ${toneClass[tone]}`}
      >
        <div className="p-6">
          {image ? <img src={image.src} alt={image.alt} className="mx-auto mb-4 h-20 w-20" /> : null}
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {children ? (
            <div id={bodyId} className="mt-3 text-slate-700">
              {children}
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
        </div>
      </dialog>
    </>
  );
}
