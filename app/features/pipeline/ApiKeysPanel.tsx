// The titolare's API keys for an ATS (issue 43, docs/ats-api.md) on /company-info: the list (name, first characters,
// created, last used, revoked), a new key's form, and the new key shown this once.
import { Form } from '@remix-run/react';
import { useId } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { formatDateIt } from '#app/lib/date-it.ts';
import { apiKeys as texts } from '#app/texts/index.ts';
import type { ApiKeyActionData, ApiKeyView } from './pipeline.server';

export function ApiKeysPanel({ keys, answer }: { keys: ApiKeyView[]; answer?: ApiKeyActionData['apiKey'] }) {
  const id = useId();
  return (
    <section id="chiavi-api" aria-labelledby={`${id}-t`} className="panel space-y-3" data-testid="api-keys">
      <h2 id={`${id}-t`} className="font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-slate-700">{texts.hint}</p>
      {answer?.created ? (
        <div role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3">
          <p>{texts.created}</p>
          <code className="mt-2 block break-all font-mono text-sm" data-testid="api-key-created">
            {answer.created}
          </code>
        </div>
      ) : null}
      {keys.length === 0 ? <p className="text-sm">{texts.none}</p> : null}
      <ul className="space-y-2">
        {keys.map((key) => (
          <li
            key={key.id}
            className="break-words border-t border-slate-200 pt-2 text-sm"
            data-testid="api-key"
          >
            <p className="font-medium">
              {key.nome} <code className="font-mono">{key.inizio}…</code>
            </p>
            <p className="text-slate-600">
              {texts.createdOn(formatDateIt(key.creata_il))} ·{' '}
              {key.usata_il ? texts.used(formatDateIt(key.usata_il)) : texts.neverUsed}
            </p>
            {key.revocata_il ? (
              <p className="text-slate-600">{texts.revoked(formatDateIt(key.revocata_il))}</p>
            ) : (
              <Form method="post">
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="chiave-revoca" />
                <input type="hidden" name="chiave" value={key.id} />
                <button
                  type="submit"
                  className={buttonClass('link')}
                  aria-label={`${texts.revoke} ${key.nome}`}
                >
                  {texts.revoke}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="chiave-crea" />
        <label htmlFor={`${id}-nome`} className="block text-sm font-medium">
          {texts.name}
        </label>
        <input
          id={`${id}-nome`}
          name="nome"
          required
          maxLength={60}
          defaultValue={answer?.nome ?? ''}
          aria-invalid={answer?.message ? true : undefined}
          aria-describedby={answer?.message ? `${id}-err` : undefined}
          className="w-full rounded-md border border-slate-300 px-2 py-1"
        />
        {answer?.message ? (
          <p id={`${id}-err`} role="alert" className="text-sm text-red-700">
            {answer.message}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('secondary')}>
          {texts.create}
        </button>
      </Form>
    </section>
  );
}
