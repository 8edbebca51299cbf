// The profile picture and its upload form: a multipart post to /profilo that works without JavaScript.
// The CSRF token comes first, because the action checks it before reading the file.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { IMAGE_ACCEPT } from '#app/lib/picture.ts';
import { pictureUpload } from '#app/texts/index.ts';

export function PictureForm({ picture, error }: { picture: string | null; error?: string | null }) {
  return (
    <section className="panel panel-md" aria-labelledby="foto-profilo">
      <h2 id="foto-profilo" className="text-lg font-semibold text-slate-900">
        {pictureUpload.title}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {picture ? (
          <img
            src={picture}
            alt={pictureUpload.alt}
            className="h-32 w-32 rounded-full border border-slate-200 object-cover"
            data-testid="foto-profilo"
          />
        ) : (
          <div className="flex h-32 w-32 items-center justify-center rounded-full bg-slate-100 p-3 text-center text-sm text-slate-600">
            {pictureUpload.none}
          </div>
        )}
        <Form method="post" encType="multipart/form-data" noValidate className="flex-1 space-y-2">
          <AuthenticityTokenInput />
          <label htmlFor="picture" className="block text-sm font-medium text-slate-700">
            {pictureUpload.label}
          </label>
          <input
            id="picture"
            name="picture"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'picture-error' : undefined}
            className="block w-full text-sm"
          />
          {error ? (
            <p id="picture-error" role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <SubmitButton pendingLabel={pictureUpload.submitting}>{pictureUpload.submit}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
