// The link of the credit guarantee's e-mail to the candidate (issue 26), sibling of /aggiornamento/<token>: a valid
// token confirms the candidate's contacts (Strapi closes every open report on them, and each reporting company gets
// the contacts) and leads to /profilo (through login when needed); an invalid one says so. Signed in or not.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { confirmGuarantee } from '#app/features/guarantee/guarantee.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { guarantee as texts } from '#app/texts/index.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  if (await confirmGuarantee(params.token ?? '')) return redirect('/profilo?contatti=confermati');
  return data({ invalid: true }, { status: 404 });
}

export const meta: MetaFunction = () => pageMeta(texts.linkInvalidTitle);

export default function GaranziaLinkPage() {
  return (
    <OutcomePage
      title={texts.linkInvalidTitle}
      body={texts.linkInvalidBody}
      role="alert"
      link={{ to: '/profilo', label: texts.goToProfile }}
    />
  );
}
