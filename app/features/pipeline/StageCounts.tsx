// A job post's candidates per stage on the job posts list (issue 43): only the stages that have someone.
import { FASE_ETICHETTE, FASI_VISTE, type Fase } from '#catalog/pipeline.ts';
import { pipeline as texts } from '#app/texts/index.ts';

export function StageCounts({ counts }: { counts: Partial<Record<Fase, number>> | undefined }) {
  const shown = FASI_VISTE.filter((fase) => (counts?.[fase] ?? 0) > 0);
  if (!counts || shown.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="stage-counts">
      <span className="font-medium">{texts.countsLabel}: </span>
      {shown.map((fase) => `${FASE_ETICHETTE[fase]} ${counts[fase]}`).join(' · ')}
    </p>
  );
}
