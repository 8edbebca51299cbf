import { ErrorList } from '#app/components/ui/Field.tsx';

/** Form-level errors (not tied to one field), announced to screen readers. */
export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3">
      <ErrorList id={id} errors={errors} />
    </div>
  );
}

/** What a post that worked did (a page's notice after post/redirect/get, notice.server.ts), announced politely. */
export function FormNotice({ notice }: { notice?: string | null }) {
  if (!notice) return null;
  return (
    <p role="status" className="rounded border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
      {notice}
    </p>
  );
}
