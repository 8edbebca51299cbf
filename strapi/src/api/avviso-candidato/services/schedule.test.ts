// The candidate's e-mails are scheduled (issue 42): the daily job alert at 07:00 and the weekly summary on Sunday
// at 18:00, Italian time, each task calling its service (the weekly one was held back until the portal's
// /avvisi-off/:token page existed).
import { describe, expect, it, vi } from 'vitest';
import tasks from '../../../../config/cron-tasks';

describe('the schedule of the candidate e-mails', () => {
  it.each([
    ['sendJobAlerts', '0 7 * * *', 'api::avviso-candidato.job-alerts', 'sendDaily'],
    ['sendProfileWeeks', '0 18 * * 0', 'api::avviso-candidato.activity', 'sendWeekly'],
  ])('%s runs at %s in Rome and calls %s.%s', async (name, rule, uid, method) => {
    const task = (tasks as Record<string, { task: (a: unknown) => Promise<void>; options: object }>)[name];
    expect(task?.options).toEqual({ rule, tz: 'Europe/Rome' });
    const send = vi.fn(async () => 0);
    const service = vi.fn((asked: string) => (asked === uid ? { [method]: send } : {}));
    await task.task({ strapi: { service, log: { info: vi.fn() } } });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
