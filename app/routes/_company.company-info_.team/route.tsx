// /company-info/team (issue 27): the Team section of the company data, the titolare's alone (a member is sent back
// to /company-info; Strapi refuses its calls with 403 anyway). Post/redirect/get: a post that worked redirects to
// the page with its notice flashed (notice.server.ts); one refused by Strapi answers its message over the page, and
// every post revalidates the loader (revalidateAfterEveryPost).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { TEAM_MAX, memberName } from '#catalog/team.ts';
import { FormErrors, FormNotice } from '#app/components/FormStatus.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import {
  InviteForm,
  RemovedList,
  TeamDialogs,
  TeamList,
  type TeamMemberView,
} from '#app/features/team/TeamSection.tsx';
import { afterTeamPost, loadTeam, teamAction, teamNoticeText } from '#app/features/team/team.server.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { revalidateAfterEveryPost } from '#app/lib/revalidate.ts';
import { teamInviteSchema, teamSchema } from '#app/features/team/team.schema.ts';
import { requireTitolare } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { redirectWithNotice, takeNotice } from '#app/server/notice.server.ts';
import { getZodConstraint, parseWithZod } from '#app/server/validation.server.ts';
import { common, team as t } from '#app/texts/index.ts';

const PATH = '/company-info/team';

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireTitolare(request);
  const team = await loadTeam(request);
  const members: TeamMemberView[] = (team?.members ?? []).map((member) => ({
    documentId: member.documentId,
    nome: [member.nome, member.cognome].filter(Boolean).join(' '),
    email: member.email,
    ruolo: member.ruolo,
    stato: member.stato,
    puo_acquistare: member.puo_acquistare,
    scadenza: member.invito_scadenza ? formatDateIt(member.invito_scadenza) : null,
    scaduto: member.scaduto,
  }));
  const removed = (team?.removed ?? []).map((person) =>
    t.removedOn(memberName(person), person.email, formatDateIt(person.rimosso_il)),
  );
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      members,
      removed,
      failed: team === null,
      full: members.length >= TEAM_MAX ? t.full(TEAM_MAX) : null,
      constraint: getZodConstraint(teamInviteSchema),
      notice: teamNoticeText(notice),
    },
    { headers },
  );
}

// A refused post (4xx) revalidates too: the page shows the team as Strapi has it, and no notice of an earlier post.
export const shouldRevalidate = revalidateAfterEveryPost;

export async function action({ request }: ActionFunctionArgs) {
  await requireTitolare(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: teamSchema });
  if (submission.status !== 'success') {
    // The invitation form shows its field errors; any other malformed post is a bad request.
    if (formData.get('intent') === 'invite')
      return data({ result: submission.reply(), refused: null }, { status: 400 });
    return data({ result: null, refused: common.badRequestTitle }, { status: 400 });
  }
  const outcome = await teamAction(request, submission.value);
  if (outcome.ok)
    return redirectWithNotice(request, afterTeamPost(outcome.notice, PATH), `team.${outcome.notice}`);
  const invite = submission.value.intent === 'invite';
  return data(
    {
      result: invite ? submission.reply({ formErrors: [outcome.message] }) : null,
      refused: invite ? null : outcome.message,
      handOver: submission.value.intent === 'handover' ? outcome.message : null,
    },
    { status: outcome.status },
  );
}

export default function TeamPage() {
  const { members, removed, failed, full, constraint, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [search] = useSearchParams();
  const handOverError = actionData && 'handOver' in actionData ? actionData.handOver : null;
  return (
    <main id="contenuto" className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <Link to="/company-info" className={buttonClass('link')}>
          {t.back}
        </Link>
      </div>
      <p className="text-slate-700">{t.intro}</p>
      <FormNotice notice={notice} />
      {actionData?.refused && !handOverError ? <FormErrors errors={[actionData.refused]} /> : null}
      <section className="panel panel-md">
        {failed ? <FormErrors errors={[t.failed]} /> : <TeamList members={members} path={PATH} />}
      </section>
      <InviteForm lastResult={actionData?.result} constraint={constraint} full={full} />
      <RemovedList removed={removed} />
      <TeamDialogs members={members} path={PATH} search={search} passwordError={handOverError} />
    </main>
  );
}
