import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { common } from '#app/texts/index.ts';

export function LogoutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout" className="inline">
      <AuthenticityTokenInput />
      <button
        type="submit"
        className={className ?? 'font-medium text-slate-700 underline hover:text-slate-900'}
      >
        {common.logout}
      </button>
    </Form>
  );
}
