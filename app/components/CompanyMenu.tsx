import { Link, NavLink } from '@remix-run/react';
import type { CompanyMenuData } from '~/lib/company-menu';
import { common, companyMenu } from '~/texts';
import { LogoutButton } from './LogoutButton';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium ${isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:text-slate-900'}`;

function Credit({ credito }: { credito: number }) {
  return (
    <span
      className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
      data-testid="credito-residuo"
    >
      {companyMenu.credit}: <strong>{credito}</strong>
    </span>
  );
}

function CompanyIdentity({ company }: { company: CompanyMenuData }) {
  return (
    <span className="inline-flex items-center gap-2">
      {company.logoUrl ? (
        <img src={company.logoUrl} alt="" className="h-7 w-7 rounded object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="grid h-7 w-7 place-items-center rounded bg-brand-600 text-xs font-bold text-white"
        >
          {company.nome.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="font-semibold">{company.nome}</span>
    </span>
  );
}

/** The company menu of spec 02 §2; `variant="minimal"` is the no-menu variant (logo, name, credit). */
export function CompanyMenu({
  company,
  variant = 'full',
}: {
  company: CompanyMenuData;
  variant?: 'full' | 'minimal';
}) {
  if (variant === 'minimal') {
    return (
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <CompanyIdentity company={company} />
          <Credit credito={company.credito} />
        </div>
      </header>
    );
  }
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <span className="font-bold text-brand-700">{common.appName}</span>
        <nav aria-label={companyMenu.label} className="flex flex-wrap items-center gap-1">
          <NavLink to="/company-home" className={linkClass}>
            {companyMenu.home}
          </NavLink>
          <NavLink to="/company-unlocked-profiles" className={linkClass}>
            {companyMenu.unlocked}
          </NavLink>
          <NavLink to="/company-favorites" className={linkClass}>
            {companyMenu.favourites}
          </NavLink>
          {company.isAgency ? null : (
            <>
              <NavLink to="/company-foryou" className={linkClass}>
                {companyMenu.forYou}
              </NavLink>
              <NavLink to="/company-job-posts" className={linkClass}>
                {companyMenu.jobPosts}
              </NavLink>
              <NavLink to="/company-promote-brand" className={linkClass}>
                {companyMenu.brand}
              </NavLink>
            </>
          )}
          <NavLink to="/company-upgrade" className={linkClass}>
            {companyMenu.upgrade}
          </NavLink>
          <NavLink to="/company-faq" className={linkClass}>
            {companyMenu.faq}
          </NavLink>
          <Link to="/company-info" className="rounded px-2 py-1 text-sm hover:bg-slate-50">
            <CompanyIdentity company={company} />
          </Link>
          <Credit credito={company.credito} />
          <LogoutButton className="px-2 text-sm font-medium text-slate-700 underline" />
        </nav>
      </div>
    </header>
  );
}
