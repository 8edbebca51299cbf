import { NavLink } from '@remix-run/react';
import { candidateNav, common } from '#app/texts/index.ts';
import { LogoutButton } from '#app/components/LogoutButton.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 font-medium ${isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:text-slate-900'}`;

export function CandidateNav({ nome }: { nome: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <span className="font-bold text-brand-700">{common.appName}</span>
        <nav aria-label={candidateNav.label} className="flex flex-wrap items-center gap-2">
          <NavLink to="/profilo" className={linkClass}>
            {candidateNav.home}
          </NavLink>
          <NavLink to="/bacheca-annunci" className={linkClass}>
            {candidateNav.jobBoard}
          </NavLink>
          <NavLink to="/impostazioni" className={linkClass}>
            {candidateNav.settings}
          </NavLink>
          <span className="px-2 text-slate-600" data-testid="nome-utente">
            {nome}
          </span>
          <LogoutButton />
        </nav>
      </div>
    </header>
  );
}
