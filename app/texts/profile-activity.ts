// The candidate's profile activity and profile strength on /profilo (issue 42 items 2 and 4). Imported from this
// module by /profilo only, so other pages' JavaScript does not carry it. The lines of what helps and what is
// missing come worded from Strapi (api/avviso-candidato/services/activity.ts, catalog/profile-strength.ts).
import type { ActivityWeek } from '#contracts/candidate-mails.ts';

type Series = Exclude<keyof ActivityWeek, 'dal'>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const profileActivity = {
  title: (weeks: number) => `Il tuo profilo nelle ultime ${weeks} settimane`,
  /** Column headers of the table and names in the chart's legend. */
  series: {
    visite: 'Visite',
    preferiti: 'Preferiti',
    sblocchi: 'Sblocchi',
    interessi: 'Mi interessa',
  } satisfies Record<Series, string>,
  legendHelp:
    'Visite: aziende che hanno aperto il tuo profilo. Preferiti: aziende che l’hanno salvato. Sblocchi: aziende che hanno ricevuto i tuoi contatti. Mi interessa: le tue risposte agli annunci.',
  week: 'Settimana dal',
  caption: 'Settimana per settimana',
  chartAlt: (weeks: number, totals: Record<Series, number>) =>
    `Grafico a barre delle ultime ${weeks} settimane: in tutto ${plural(totals.visite, 'visita', 'visite')}, ${plural(totals.preferiti, 'preferito', 'preferiti')}, ${plural(totals.sblocchi, 'sblocco', 'sblocchi')} e ${plural(totals.interessi, 'risposta', 'risposte')} “Mi interessa”. I numeri di ogni settimana sono nella tabella che segue.`,
  quiet: 'In queste settimane nessuna azienda ha ancora aperto, salvato o sbloccato il tuo profilo.',
  unlocksHeading: 'Aziende che hanno sbloccato i tuoi contatti in queste settimane',
  unavailable: 'Al momento non riusciamo a mostrare l’attività del tuo profilo. Riprova più tardi.',
  helps: 'Cosa aiuta',
};

export const profileStrength = {
  title: 'Completezza del profilo',
  figure: (percent: number) => `Profilo completo al ${percent}%`,
  missing: 'Le aziende cercano i candidati anche per questi dati, che nel tuo profilo mancano:',
  complete: 'Il tuo profilo ha tutti i dati che le aziende usano per cercare i candidati.',
};
