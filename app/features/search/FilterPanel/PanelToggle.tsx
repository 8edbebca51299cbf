// The panel's 'Espandi filtri' / 'Comprimi filtri' link: without JavaScript it navigates with `?pannello=aperto`
// added or removed (filter-panel.ts); with it, it toggles local state.
import { Link, useLocation } from '@remix-run/react';
import { PANEL_OPEN, PANEL_PARAM } from '../filter-panel';
import { search as texts } from '#app/texts/index.ts';

export function PanelToggle({
  open,
  onToggle,
}: {
  open: boolean;
  /** With JavaScript: the local toggle; without, null (the link navigates). */
  onToggle: (() => void) | null;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (open) params.delete(PANEL_PARAM);
  else params.set(PANEL_PARAM, PANEL_OPEN);
  const query = params.toString();
  return (
    <Link
      to={query ? `${location.pathname}?${query}` : location.pathname}
      preventScrollReset
      replace
      aria-expanded={open}
      aria-controls={open ? 'pannello-filtri' : undefined}
      onClick={(event) => {
        if (!onToggle) return;
        event.preventDefault();
        onToggle();
      }}
      className="block font-semibold text-brand-700"
    >
      {open ? texts.collapseFilters : texts.expandFilters}
    </Link>
  );
}
