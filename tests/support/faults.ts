// The fault tests' control channel (scripts/test.mjs, fault stage): the stage owns the processes of its stack and
// stops or starts one on request; an answer comes once the process is down, or up again and answering.
const CONTROL_URL = process.env.FAULTS_CONTROL_URL;

export type Controlled = 'strapi' | 'smtp' | 'postgres';

export async function control(process: Controlled, action: 'stop' | 'start'): Promise<void> {
  if (!CONTROL_URL)
    throw new Error('FAULTS_CONTROL_URL is not set: run the fault tests through scripts/test.mjs');
  const response = await fetch(`${CONTROL_URL}/${process}/${action}`, { method: 'POST' });
  if (response.status !== 204)
    throw new Error(`${action} ${process} failed (${response.status}): ${await response.text()}`);
}

/** Counts of the answers a fault test saw, printed in the test output (issue 15: tests print their counts). */
export class Counts {
  private readonly byStatus = new Map<string, number>();
  constructor(private readonly title: string) {}

  add(status: number | 'network error'): void {
    const key = String(status);
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }

  get(status: number): number {
    return this.byStatus.get(String(status)) ?? 0;
  }

  get total(): number {
    return [...this.byStatus.values()].reduce((a, b) => a + b, 0);
  }

  print(): void {
    const parts = [...this.byStatus].sort().map(([status, n]) => `${n} × ${status}`);
    console.info(`[faults] ${this.title}: ${this.total} requests (${parts.join(', ')})`);
  }
}

export const SERVICE_UNAVAILABLE = 'Servizio momentaneamente non disponibile, riprova tra poco.';
