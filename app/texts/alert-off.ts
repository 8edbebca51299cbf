// Texts of the alert e-mails' off-link page /alert-off/:token (issue 11). Imported by that page only.
export const alertOff = {
  title: 'Alert disattivato',
  body: {
    db: 'Non riceverete più le e-mail dell’Alert Database: il vostro alert è stato disattivato.',
    np: 'Non riceverete più le e-mail dell’Alert New Profile: il vostro alert è stato disattivato.',
  },
  again: 'Potete configurarlo di nuovo quando volete dai Profili consigliati.',
  configure: 'Configura di nuovo l’alert',
  invalidTitle: 'Link non valido',
  invalidBody:
    'Il link per disattivare l’alert non è valido. Accedete al portale per gestire i vostri alert dai Profili consigliati.',
  goToForYou: 'Vai ai Profili consigliati',
} as const;
