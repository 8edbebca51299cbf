// The filter panel's open state in the URL (`?pannello=aperto`): the panel's 55 checkboxes and 147 options are
// rendered only when it is open, so the search documents stay light (docs/performance.md "Lighter documents").
// Without JavaScript the toggle is a link to this state; with it, a local toggle.
export const PANEL_PARAM = 'pannello';
export const PANEL_OPEN = 'aperto';
