// Step 1's VAT lookup (JavaScript on): the company-lookup fetcher fills ATECO, sector and SDI.
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useAuthenticityToken } from 'remix-utils/csrf/react';
import { nextCheckAgenzia } from '#catalog/company-rules.ts';
import { PATTERNS } from '#catalog/patterns.ts';
import type { FormApi } from './AgencyFields';

/** With JavaScript, the VAT lookup runs by itself once the VAT number is complete and SDI empty. */
export function useVatLookup(form: FormApi, piva: unknown, sdi: unknown) {
  const fetcher = useFetcher<{ codice_ateco?: string; settore?: string; sdi?: string } | null>();
  const csrf = useAuthenticityToken();
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (typeof piva !== 'string' || !PATTERNS.piva.test(piva) || (typeof sdi === 'string' && sdi.trim()))
      return;
    if (asked === piva) return;
    setAsked(piva);
    fetcher.submit({ csrf, piva }, { method: 'post', action: '/company-lookup' });
  }, [piva, sdi, asked, csrf, fetcher]);
  const found = fetcher.data;
  // Each answer fills the fields once (the form object changes at every render).
  const applied = useRef<unknown>(null);
  useEffect(() => {
    if (!found || applied.current === found) return;
    applied.current = found;
    for (const name of ['codice_ateco', 'settore', 'sdi'] as const) {
      const value = found[name];
      if (value) form.update({ name, value });
    }
    // The filled ATECO code may be an agency code: apply the agency rule to it at once.
    const element = document.getElementById(form.id) as HTMLFormElement | null;
    const box = element?.querySelector<HTMLInputElement>('input[name="check_agenzia"]');
    const piva = element?.querySelector<HTMLInputElement>('input[name="piva"]')?.value;
    if (
      box &&
      found.codice_ateco &&
      nextCheckAgenzia(box.checked, piva, found.codice_ateco) !== box.checked
    ) {
      form.update({ name: 'check_agenzia', value: box.checked ? '' : 'on' });
    }
  }, [found, form]);
}
