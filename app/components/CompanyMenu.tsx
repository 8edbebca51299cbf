import { Link, NavLink, useLocation, useRouteLoaderData, type LinkProps } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { CompanyMenuData } from '#app/lib/company-menu.ts';
import { common, companyMenu } from '#app/texts/index.ts';
import { LogoutButton } from './LogoutButton';

/**
 * Whether the signed-in company user may buy in the shop (issue 27): the titolare, and a member the titolare gave
 * "può acquistare", as the company layout's menu data says (outside the company layout: yes, nothing to hide).
 */
export function useCanBuy(): boolean {
  return useRouteLoaderData<{ menu: CompanyMenuData }>('routes/_company')?.menu.canBuy ?? true;
}

/**
 * A way into the shop from a page (buy credits, the Brand Card, a subscription), drawn only for who may buy, as the
 * menu draws 'Upgrade'; the shop page and Strapi refuse the others anyway (403 `buyer_only`). Here, beside the
 * menu every company page loads, so it costs no chunk of its own.
 */
export function ShopLink(props: LinkProps) {
  return useCanBuy() ? <Link {...props} /> : null;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium ${isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:text-slate-900'}`;

/**
 * The entries of spec 02 §2, in order; agencies do not get the three marked ones, and the shop is offered only to
 * who may buy (issue 27: a member without "può acquistare" does not see it).
 */
const ENTRIES: ReadonlyArray<{ to: string; label: string; notForAgencies?: true; shop?: true }> = [
  { to: '/company-home', label: companyMenu.home },
  { to: '/company-unlocked-profiles', label: companyMenu.unlocked },
  { to: '/company-favorites', label: companyMenu.favourites },
  { to: '/company-foryou', label: companyMenu.forYou, notForAgencies: true },
  { to: '/company-job-posts', label: companyMenu.jobPosts, notForAgencies: true },
  { to: '/company-promote-brand', label: companyMenu.brand, notForAgencies: true },
  { to: '/company-upgrade', label: companyMenu.upgrade, shop: true },
  { to: '/company-faq', label: companyMenu.faq },
];

/** The menu's links and the company's name (to /company-info); the same in the wide and the compact menu. */
function MenuLinks({ company }: { company: CompanyMenuData }) {
  return (
    <>
      {ENTRIES.filter(
        (entry) => !(entry.notForAgencies && company.isAgency) && !(entry.shop && !company.canBuy),
      ).map((entry) => (
        <NavLink key={entry.to} to={entry.to} className={linkClass}>
          {entry.label}
        </NavLink>
      ))}
      <Link to="/company-info" className="rounded px-2 py-1 text-sm hover:bg-slate-50">
        <CompanyIdentity company={company} />
      </Link>
    </>
  );
}

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

/**
 * The company menu of spec 02 §2; `variant="minimal"` is the no-menu variant (logo, name, credit).
 * From the `md` breakpoint the entries sit in one row, as designed. Below it (a 360 px phone took four rows) they
 * fold into a `<details>` disclosure ('Menu'), which opens without JavaScript; only one of the two navigations is
 * displayed at a time, so assistive technology and role queries meet one 'Menu azienda'. The credit is drawn once.
 */
export function CompanyMenu({
  company,
  variant = 'full',
}: {
  company: CompanyMenuData;
  variant?: 'full' | 'minimal';
}) {
  const compact = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Without JavaScript every link loads a new document, and the disclosure comes back closed. With JavaScript
  // React keeps the <details> element across client-side navigations, so it would stay open over the new page:
  // close it whenever the location changes.
  useEffect(() => {
    if (compact.current) compact.current.open = false;
  }, [location.key]);
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
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <span className="font-bold text-brand-700">{common.appName}</span>
        <div className="flex flex-wrap items-center gap-1">
          <nav aria-label={companyMenu.label} className="hidden flex-wrap items-center gap-1 md:flex">
            <MenuLinks company={company} />
          </nav>
          <Credit credito={company.credito} />
          <span className="hidden md:inline">
            <LogoutButton className="px-2 text-sm font-medium text-slate-700 underline" />
          </span>
          <details ref={compact} className="md:hidden" data-testid="menu-compatto">
            <summary className="ml-1 cursor-pointer list-none rounded border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
              {companyMenu.compact}
            </summary>
            <nav
              aria-label={companyMenu.label}
              className="absolute inset-x-0 z-20 mt-3 flex flex-col items-start gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow"
            >
              <MenuLinks company={company} />
              <LogoutButton className="px-2 py-1 text-sm font-medium text-slate-700 underline" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
