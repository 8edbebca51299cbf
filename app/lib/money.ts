// Amounts as the portal shows them: euro cents → "2.900,00 €" (Italian grouping and decimal comma).
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true });

export const formatEuro = (cents: number) => EURO.format(cents / 100);
