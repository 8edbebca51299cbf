// Scheduled jobs of the backend (Strapi cron, server time zone Europe/Rome). Each task only calls a service
// (`strapi.service('api::…')`), so the same work can be run by tests directly (api/test-hooks).
import type { Core } from '@strapi/strapi';
import { observeJob } from '../src/observability/metrics';
import { trackJob } from '../src/observability/shutdown';

type Task = {
  /** Answers the rows it handled (e-mails, invoices, credits…), for the metrics; void counts as 0. */
  task: (args: { strapi: Core.Strapi }) => Promise<number | void>;
  options: { rule: string; tz?: string };
};

const tasks: Record<string, Task> = {
  purgeExpiredDrafts: {
    async task({ strapi }) {
      const removed = await strapi.service('api::wizard-draft.wizard-draft').purgeExpired();
      if (removed) strapi.log.info(`[cron] ${removed} bozze scadute eliminate`);
      // Run claims of finished periods: 90 days covers every period a job claims (hour, day, month).
      await strapi.service('api::job-run.job-run').purgeRuns(new Date(Date.now() - 90 * 86_400_000));
      // Rate-limit windows that are over (every instance may run this: it is idempotent).
      await strapi.service('api::rate-limit.rate-limit').purgeOver();
      // Visits are kept for the privacy policy's period and removed by the retention job (api::privacy.retention).
      return removed;
    },
    options: { rule: '15 3 * * *', tz: 'Europe/Rome' },
  },
  // Retention (issue 41, api/privacy/services/retention.ts): what the privacy policy promises to delete, with the
  // periods of catalog/privacy.ts; the day's run is claimed once across instances. Visits are kept
  // RETENTION.technicalRecordDays for the candidates' art. 15 export (they were purged daily before).
  enforceRetention: {
    async task({ strapi }) {
      const { claimed, deleted } = await strapi.service('api::privacy.retention').runDaily();
      if (claimed) strapi.log.info(`[cron] conservazione dei dati: ${JSON.stringify(deleted)}`);
    },
    options: { rule: '45 3 * * *', tz: 'Europe/Rome' },
  },
  // Profile freshness e-mails (decisions.md): once a day, each candidate at most once per 30 days.
  sendFreshnessMails: {
    async task({ strapi }) {
      const sent = await strapi.service('api::freshness.freshness').sendDue();
      if (sent) strapi.log.info(`[cron] ${sent} email di aggiornamento profilo inviate`);
      return sent;
    },
    options: { rule: '0 10 * * *', tz: 'Europe/Rome' },
  },
  // New interested candidates of a job post (issue 10): one e-mail a day per post, claimed per post and day.
  sendJobPostNotices: {
    async task({ strapi }) {
      const sent = await strapi.service('api::annunci.notice').sendDue();
      if (sent) strapi.log.info(`[cron] ${sent} avvisi di candidati interessati inviati`);
      return sent;
    },
    options: { rule: '0 17 * * *', tz: 'Europe/Rome' },
  },
  // The candidates' job alert (issue 42, api/avviso-candidato): at 07:00, each candidate's e-mail of the day claimed
  // by its own row; a failed send is covered by the next day's e-mail.
  sendJobAlerts: {
    async task({ strapi }) {
      const sent = await strapi.service('api::avviso-candidato.job-alerts').sendDaily();
      if (sent) strapi.log.info(`[cron] ${sent} avvisi di nuovi annunci inviati`);
      return sent;
    },
    options: { rule: '0 7 * * *', tz: 'Europe/Rome' },
  },
  // The candidates' weekly e-mail (issue 42, api/avviso-candidato/services/activity.ts): Sunday evening, about the
  // week from Monday; each candidate's e-mail of a week claimed in job_runs. It goes unless the candidate opted out
  // (/impostazioni, or its one-click link to the portal's /avvisi-off/:token page).
  sendProfileWeeks: {
    async task({ strapi }) {
      const sent = await strapi.service('api::avviso-candidato.activity').sendWeekly();
      if (sent) strapi.log.info(`[cron] ${sent} riepiloghi settimanali del profilo inviati`);
      return sent;
    },
    options: { rule: '0 18 * * 0', tz: 'Europe/Rome' },
  },
  // Alert e-mails (issue 11, src/api/alert/services/alerts.ts). Hourly, each claimed per company and period: the
  // Alert Database digest of the day goes at the first run from 7:00 (Italian time), and the hourly runs after it
  // retry a digest whose send failed; the Alert New Profile notice goes at most once an hour.
  sendAlertDatabaseDigests: {
    async task({ strapi }) {
      const sent = await strapi.service('api::alert.alerts').sendDatabaseDigests();
      if (sent) strapi.log.info(`[cron] ${sent} e-mail Alert Database inviate`);
      return sent;
    },
    options: { rule: '20 7-23 * * *', tz: 'Europe/Rome' },
  },
  sendAlertNewProfileNotices: {
    async task({ strapi }) {
      const sent = await strapi.service('api::alert.alerts').sendNewProfileNotices();
      if (sent) strapi.log.info(`[cron] ${sent} e-mail Alert New Profile inviate`);
      return sent;
    },
    options: { rule: '40 * * * *', tz: 'Europe/Rome' },
  },
  // Invoices to SDI (issue 13): every 15 minutes, first the invoices of paid payments that have none (seller
  // configuration missing at payment time), then each pending invoice claimed by one instance, then the courtesy
  // copies by e-mail still to send.
  sendInvoicesToSdi: {
    async task({ strapi }) {
      const { issued, sent, copies } = await strapi.service('api::invoice.invoice').deliveryJob();
      if (issued) strapi.log.info(`[cron] ${issued} fatture emesse in ritardo`);
      if (sent) strapi.log.info(`[cron] ${sent} fatture consegnate al canale SDI`);
      if (copies) strapi.log.info(`[cron] ${copies} copie di cortesia delle fatture inviate`);
      return issued + sent + copies;
    },
    options: { rule: '*/15 * * * *', tz: 'Europe/Rome' },
  },
  // End of subscriptions (issue 14): shortly after midnight, once per day across instances.
  expireSubscriptions: {
    async task({ strapi }) {
      const done = await strapi.service('api::subscription.subscription').expireDue();
      if (done.credits)
        strapi.log.info(`[cron] ${done.credits} crediti scaduti rimossi (${done.companies} aziende)`);
      return done.companies;
    },
    options: { rule: '5 0 * * *', tz: 'Europe/Rome' },
  },
  // The credit guarantee (issue 26, api/guarantee-report): hourly, the reports open for 168 hours give their credit
  // back; claimed per hour across instances, and each report refunded once by its own transaction.
  refundGuaranteeReports: {
    async task({ strapi }) {
      const { refunded } = await strapi.service('api::guarantee-report.guarantee-report').refundDue();
      if (refunded) strapi.log.info(`[cron] ${refunded} crediti restituiti in garanzia`);
      return refunded;
    },
    options: { rule: '50 * * * *', tz: 'Europe/Rome' },
  },
};

/**
 * Each task timed for the metrics (portale_job_*, docs/operations.md "Metrics"): a run that throws counts as a
 * failure and is thrown on (Strapi logs it); a run that found its period claimed by another instance is a success
 * with 0 rows.
 */
const instrumented = Object.fromEntries(
  Object.entries(tasks).map(([name, { task, options }]) => [
    name,
    {
      options,
      async task(args: { strapi: Core.Strapi }) {
        const started = performance.now();
        try {
          // A shutdown waits for the run (src/observability/shutdown.ts).
          const rows = await trackJob(task(args));
          observeJob(
            name,
            (performance.now() - started) / 1000,
            'success',
            typeof rows === 'number' ? rows : 0,
          );
        } catch (error) {
          observeJob(name, (performance.now() - started) / 1000, 'failure');
          throw error;
        }
      },
    },
  ]),
);

export default instrumented;
