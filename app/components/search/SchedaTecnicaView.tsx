// The technical sheet of a candidate as a company reads it: the filled groups of the catalog definition
// with their labels, then the free texts; 'Non sono stati forniti ulteriori dati.' when those are empty.
import { SCHEDA_TECNICA, type SchedaNode } from '../../../strapi/src/catalog/common';
import { resourceProfile as texts } from '~/texts';

type Line = { path: string; label: string; value: string };

function collect(
  nodes: ReadonlyArray<SchedaNode>,
  value: unknown,
  trail: string[],
  lines: Line[],
  extras: Line[],
) {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  for (const node of nodes) {
    const current = record[node.key];
    const label = [...trail, node.label].join(' › ');
    const path = [...trail, node.key].join('.');
    if (node.kind === 'group') collect(node.fields, current, [...trail, node.label], lines, extras);
    else if (node.kind === 'multi' && Array.isArray(current) && current.length > 0)
      lines.push({ path, label, value: current.map(String).join(', ') });
    else if (node.kind === 'single' && typeof current === 'string' && current)
      lines.push({ path, label, value: current });
    else if (node.kind === 'text' && typeof current === 'string' && current.trim())
      extras.push({ path, label: trail.join(' › ') || node.label, value: current.trim() });
  }
}

export function SchedaTecnicaView({ value }: { value: unknown }) {
  const lines: Line[] = [];
  const extras: Line[] = [];
  collect(SCHEDA_TECNICA, value, [], lines, extras);
  return (
    <div className="max-h-[60vh] space-y-3 overflow-y-auto text-sm">
      {lines.length > 0 ? (
        <dl className="space-y-2">
          {lines.map((line) => (
            <div key={line.path}>
              <dt className="font-medium text-slate-800">{line.label}</dt>
              <dd className="text-slate-700">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {extras.length > 0 ? (
        <dl className="space-y-2">
          {extras.map((line) => (
            <div key={line.path}>
              <dt className="font-medium text-slate-800">{line.label}</dt>
              <dd className="whitespace-pre-line text-slate-700">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{texts.schedaEmpty}</p>
      )}
    </div>
  );
}
